import { isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { gameProviders, games, gameTypes } from '../schema';
import { JACKPOT_GAME_ID, JACKPOT_GAME_NAME } from '../../services/jackpots';

/**
 * The demo catalogue: game types, providers and 300 games, generated deterministically from word
 * lists (the same names, providers and tags on every machine and every start). SEED_GAMES asks for
 * another size: more for load tests (the 300, then generated games of every type and studio), fewer
 * for a small lobby (a share of each type). Idempotent: only what is missing is inserted.
 */

export const GAME_TYPE_SEED = [
  { name: 'Slots', engine: 'slot', sortOrder: 1 },
  { name: 'Table Games', engine: 'roulette', sortOrder: 2 },
  { name: 'Instant', engine: 'dice', sortOrder: 3 },
] as const;

/** 'databet' is the sportsbook's provider: it has no casino games and the lobby filter omits it. */
export const GAME_PROVIDER_SEED = [
  'Nova Gaming',
  'Red Fox Studios',
  'Lucky Forge',
  'Blue Ocean Play',
  'Golden Reel Works',
  'Arena Live',
  'databet',
] as const;

/** Studios of the generated casino games (all but the sportsbook's). */
const STUDIOS = GAME_PROVIDER_SEED.filter((name) => name !== 'databet' && name !== 'Arena Live');
const LIVE_STUDIOS = ['Arena Live', 'Arena Live', 'Red Fox Studios', 'Blue Ocean Play'] as const;

/** How many games of each kind the base catalogue has (300 in all). */
export const BASE_CATALOGUE = { slots: 180, table: 45, live: 25, instant: 50 } as const;
export const BASE_GAME_COUNT =
  BASE_CATALOGUE.slots + BASE_CATALOGUE.table + BASE_CATALOGUE.live + BASE_CATALOGUE.instant;

const SLOT_ADJECTIVES = [
  'Golden',
  'Mystic',
  'Wild',
  'Lucky',
  'Royal',
  'Ancient',
  'Frozen',
  'Blazing',
  'Crystal',
  'Cosmic',
  'Jungle',
  'Neon',
  'Lost',
  'Midnight',
  'Sunken',
  'Thunder',
  'Emerald',
  'Silver',
  'Savage',
  'Velvet',
] as const;
const SLOT_NOUNS = [
  'Dragon',
  'Pharaoh',
  'Phoenix',
  'Tiger',
  'Pirate',
  'Viking',
  'Samurai',
  'Wolf',
  'Buffalo',
  'Panda',
  'Genie',
  'Knight',
  'Mermaid',
  'Cleopatra',
  'Leprechaun',
  'Fruits',
  'Gems',
  'Treasure',
  'Temple',
  'Safari',
  'Unicorn',
] as const;
const SLOT_SUFFIXES = [
  'Fortune',
  'Riches',
  'Megaways',
  'Gold',
  'Spins',
  'Deluxe',
  'Quest',
  'Rush',
  'Legends',
  'Hold and Win',
  'Bonanza',
  'Treasures',
  '',
] as const;
const TABLE_PREFIXES = [
  'European',
  'French',
  'Lightning',
  'Speed',
  'Royal',
  'Double Ball',
  'Mini',
  'Golden',
  'Diamond',
  'Turbo',
  'Classic',
  'Grand',
  'VIP',
  'Neon',
  'Imperial',
] as const;
const TABLE_FORMS = ['{p} Roulette', '{p} Roulette Pro', '{p} Roulette Deluxe'] as const;
const LIVE_CITIES = [
  'Monte Carlo',
  'Macau',
  'Las Vegas',
  'London',
  'Paris',
  'Berlin',
  'Malta',
  'Dublin',
  'Vienna',
  'Lisbon',
];
const INSTANT_WORDS = [
  'Neon',
  'Lucky',
  'Crystal',
  'Turbo',
  'Hot',
  'Golden',
  'Cosmic',
  'Pixel',
  'Ruby',
  'Arctic',
  'Volcano',
  'Shadow',
  'Rocket',
  'Jade',
  'Quantum',
  'Magma',
  'Solar',
] as const;
const INSTANT_FORMS = ['{w} Dice', '{w} Dice Rush', 'Dice of {w}'] as const;

/** FNV-1a: a small deterministic hash of a name (tags, image colours). */
export function nameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The entry at `index` modulo the list's length (lists here are never empty). */
function pick<T>(list: readonly T[], index: number): T {
  const entry = list[index % list.length];
  if (entry === undefined) throw new Error('empty word list');
  return entry;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];
const edition = (round: number) => ROMAN[round] ?? ` ${round + 1}`;

/** The k-th slot name: every adjective/noun/suffix combination once, then new editions. */
function slotName(k: number): string {
  const combos = SLOT_ADJECTIVES.length * SLOT_NOUNS.length * SLOT_SUFFIXES.length;
  const i = k % combos;
  // Mixed radix digits of i, shifted by one another: a bijection onto the combinations in which
  // neighbouring games differ in every word.
  const a = i % SLOT_ADJECTIVES.length;
  const n = Math.floor(i / SLOT_ADJECTIVES.length) % SLOT_NOUNS.length;
  const s = Math.floor(i / (SLOT_ADJECTIVES.length * SLOT_NOUNS.length));
  const adjective = pick(SLOT_ADJECTIVES, a * 7);
  const noun = pick(SLOT_NOUNS, n + a);
  const suffix = pick(SLOT_SUFFIXES, s + a + n);
  return `${adjective} ${noun}${suffix ? ` ${suffix}` : ''}${edition(Math.floor(k / combos))}`;
}

function tableName(k: number): string {
  const combos = TABLE_PREFIXES.length * TABLE_FORMS.length;
  const i = k % combos;
  const prefix = pick(TABLE_PREFIXES, i);
  const form = pick(TABLE_FORMS, Math.floor(i / TABLE_PREFIXES.length));
  return form.replace('{p}', prefix) + edition(Math.floor(k / combos));
}

function liveName(k: number): string {
  const combos = TABLE_PREFIXES.length + LIVE_CITIES.length;
  const i = k % combos;
  const base =
    i < TABLE_PREFIXES.length
      ? `Live ${pick(TABLE_PREFIXES, i)} Roulette`
      : `${pick(LIVE_CITIES, i - TABLE_PREFIXES.length)} Live Roulette`;
  return base + edition(Math.floor(k / combos));
}

function instantName(k: number): string {
  const combos = INSTANT_WORDS.length * INSTANT_FORMS.length;
  const i = k % combos;
  const word = pick(INSTANT_WORDS, i);
  const form = pick(INSTANT_FORMS, Math.floor(i / INSTANT_WORDS.length));
  return form.replace('{w}', word) + edition(Math.floor(k / combos));
}

export interface SeedGame {
  gameId: string;
  name: string;
  type: (typeof GAME_TYPE_SEED)[number]['name'];
  provider: (typeof GAME_PROVIDER_SEED)[number];
  tags: string[];
  isLive: boolean;
  /** Days between the game's release and the seeding day: games tagged 'new' came out in the last six weeks. */
  releasedDaysAgo: number;
}

/** A plausible, fixed age of a game: recent for the games tagged 'new', months to years for the rest. */
function releaseAge(name: string, tags: readonly string[]): number {
  const h = nameHash(`${name}#released`);
  return tags.includes('new') ? 1 + (h % 42) : 60 + (h % 1400);
}

function tagsFor(name: string, kind: 'slot' | 'table' | 'live' | 'instant'): string[] {
  const h = nameHash(name);
  const tags: string[] = [];
  if (h % 100 < 9) tags.push('top');
  if ((h >>> 7) % 100 < 10) tags.push('new');
  if ((h >>> 14) % 100 < 14) tags.push('popular');
  if (kind === 'slot' && (h >>> 21) % 100 < 20) tags.push('jackpot');
  if (kind === 'live') tags.push('live');
  return tags;
}

function game(name: string, kind: 'slot' | 'table' | 'live' | 'instant', providerIndex: number): SeedGame {
  const provider = kind === 'live' ? pick(LIVE_STUDIOS, providerIndex) : pick(STUDIOS, providerIndex);
  const tags = tagsFor(name, kind);
  return {
    gameId: `${slug(provider)}-${slug(name)}`,
    name,
    type: kind === 'slot' ? 'Slots' : kind === 'instant' ? 'Instant' : 'Table Games',
    provider,
    tags,
    isLive: kind === 'live',
    releasedDaysAgo: releaseAge(name, tags),
  };
}

/** The pooled jackpot game: a slot of Nova Gaming, in the Jackpots row (so no German player is offered it). */
const JACKPOT_SEED_GAME: SeedGame = {
  gameId: JACKPOT_GAME_ID,
  name: JACKPOT_GAME_NAME,
  type: 'Slots',
  provider: 'Nova Gaming',
  tags: ['top', 'jackpot'],
  isLive: false,
  releasedDaysAgo: releaseAge(JACKPOT_GAME_NAME, ['top', 'jackpot']),
};

/**
 * A catalogue of `count` games, the same list for the same count: the base catalogue (300 games)
 * followed by generated ones (6 slots, 2 table games, 1 live table and 1 instant game in 10), or
 * for fewer than 300 an even share of each kind of the base catalogue, in its order.
 */
export function catalogueSeed(count: number = BASE_GAME_COUNT): SeedGame[] {
  const base: { entry: SeedGame; share: number }[] = [];
  const add = (size: number, make: (k: number) => SeedGame) => {
    for (let k = 0; k < size; k += 1) base.push({ entry: make(k), share: (k + 0.5) / size });
  };
  // The last slot of the base catalogue is the provider's pooled jackpot game (services/jackpots.ts).
  add(BASE_CATALOGUE.slots, (k) =>
    k === BASE_CATALOGUE.slots - 1 ? JACKPOT_SEED_GAME : game(slotName(k), 'slot', k * 3 + (k >> 2)),
  );
  add(BASE_CATALOGUE.table, (k) => game(tableName(k), 'table', k * 2 + 1));
  add(BASE_CATALOGUE.live, (k) => game(liveName(k), 'live', k));
  add(BASE_CATALOGUE.instant, (k) => game(instantName(k), 'instant', k + (k >> 1)));
  if (count < base.length) {
    // The games that come first in their kind, proportionally: each kind keeps its share.
    const chosen = new Set(
      base
        .map((item, index) => ({ ...item, index }))
        .sort((a, b) => a.share - b.share || a.index - b.index)
        .slice(0, Math.max(0, count))
        .map((item) => item.index),
    );
    return base.filter((_item, index) => chosen.has(index)).map((item) => item.entry);
  }
  const list = base.map((item) => item.entry);
  const next = {
    slot: BASE_CATALOGUE.slots,
    table: BASE_CATALOGUE.table,
    live: BASE_CATALOGUE.live,
    instant: BASE_CATALOGUE.instant,
  };
  for (let n = 0; list.length < count; n += 1) {
    const slot = n % 10;
    if (slot < 6) {
      list.push(game(slotName(next.slot), 'slot', next.slot * 3));
      next.slot += 1;
    } else if (slot < 8) {
      list.push(game(tableName(next.table), 'table', next.table));
      next.table += 1;
    } else if (slot < 9) {
      list.push(game(liveName(next.live), 'live', next.live));
      next.live += 1;
    } else {
      list.push(game(instantName(next.instant), 'instant', next.instant));
      next.instant += 1;
    }
  }
  return list;
}

/**
 * Link of a game's generated image (served by the demo game provider as WebP, from its SVG at the
 * same path with `.svg`), by the game's `id`.
 */
export const gameImageLink = (id: number, position: number) => `/api/gp/images/${id}/${position}.webp`;

/** Games per insert statement: a handful of statements for the largest catalogue. */
const INSERT_BATCH = 5000;

/** Seeds the game types, the providers and a catalogue of `count` games (default 300). */
export async function seedGames(db: Executor, options: { count?: number } = {}): Promise<void> {
  await db
    .insert(gameTypes)
    .values(GAME_TYPE_SEED.map((type) => ({ ...type })))
    .onConflictDoNothing();
  await db
    .insert(gameProviders)
    .values(GAME_PROVIDER_SEED.map((name) => ({ name })))
    .onConflictDoNothing();
  const typeRows = await db.select({ id: gameTypes.id, name: gameTypes.name }).from(gameTypes);
  const providerRows = await db.select({ id: gameProviders.id, name: gameProviders.name }).from(gameProviders);
  const typeIds = new Map(typeRows.map((row) => [row.name, row.id]));
  const providerIds = new Map(providerRows.map((row) => [row.name, row.id]));
  const idOf = (ids: Map<string, number>, name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`seed: no row for ${name}`);
    return id;
  };

  const catalogue = catalogueSeed(options.count ?? BASE_GAME_COUNT);
  const [present] = await db.select({ count: sql<number>`count(*)::int` }).from(games);
  // A restart with the catalogue in place inserts nothing; the check only saves the work.
  if ((present?.count ?? 0) < catalogue.length) {
    for (let start = 0; start < catalogue.length; start += INSERT_BATCH) {
      const rows = catalogue.slice(start, start + INSERT_BATCH).map((entry) => ({
        game_id: entry.gameId,
        name: entry.name,
        type_id: idOf(typeIds, entry.type),
        provider_id: idOf(providerIds, entry.provider),
        tags: entry.tags,
        is_live: entry.isLive,
        released_days_ago: entry.releasedDaysAgo,
      }));
      // One statement per batch with the rows as one JSON parameter: 10,000 games in about a
      // second where a multi-row VALUES insert takes twice as long. Ids follow the list's order.
      await db.execute(sql`
        insert into games (game_id, name, type_id, provider_id, tags, is_live, released_on)
        select game_id, name, type_id, provider_id, tags, is_live, current_date - released_days_ago
        from rows from (
          jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as (game_id text, name text, type_id integer, provider_id integer, tags text[], is_live boolean,
                released_days_ago integer)
        ) with ordinality as seed (game_id, name, type_id, provider_id, tags, is_live, released_days_ago, position)
        order by position
        on conflict do nothing`);
    }
  }
  // A catalogue seeded before games had release dates gets the seed's dates (migration 0019).
  const [undated] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(games)
    .where(isNull(games.releasedOn));
  if ((undated?.count ?? 0) > 0) {
    for (let start = 0; start < catalogue.length; start += INSERT_BATCH) {
      const ages = catalogue
        .slice(start, start + INSERT_BATCH)
        .map((entry) => ({ game_id: entry.gameId, provider: entry.provider, days: entry.releasedDaysAgo }));
      await db.execute(sql`
        update games g set released_on = current_date - seed.days
        from jsonb_to_recordset(${JSON.stringify(ages)}::jsonb) as seed (game_id text, provider text, days integer),
          game_providers p
        where g.released_on is null and g.game_id = seed.game_id and p.id = g.provider_id and p.name = seed.provider`);
    }
  }
  // Two images per game, for every game that lacks them (also games added by other means).
  await db.execute(sql`
    insert into game_images (game_id, position, link)
    select g.id, p.position, '/api/gp/images/' || g.id || '/' || p.position || '.webp'
    from games g cross join (values (1), (2)) as p(position)
    where not exists (select 1 from game_images i where i.game_id = g.id and i.position = p.position)
    on conflict do nothing`);
  // Catalogues seeded before the art was served as WebP linked the SVGs.
  await db.execute(sql`
    update game_images set link = regexp_replace(link, '[.]svg$', '.webp')
    where link ~ '^/api/gp/images/[0-9]+/[12][.]svg$'`);
}
