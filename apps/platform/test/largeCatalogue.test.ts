import { buildPath, type Game, type GameType, gpApi } from '@casino/contract';
import { filterGames } from '@casino/rules';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../src/db/seed';
import { BASE_GAME_COUNT, catalogueSeed, GAME_PROVIDER_SEED } from '../src/db/seed/games';
import { gameImages, games as gamesTable } from '../src/db/schema';
import { startIsolatedPlatform } from './fixtures';
import { catalogue } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';

type Envelope<T> = { result: T };

/** SEED_GAMES: the load-test catalogue the lobby bench and the large-catalogue journey use. */
describe.each(databaseKinds)('a catalogue seeded with SEED_GAMES=10000 on %s', (kind) => {
  let t: TestPlatform;
  let games: Game[];

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SEED_GAMES: '10000' });
    games = await catalogue(t);
  }, 120_000);
  afterAll(() => t?.close());

  const search = (query: Parameters<typeof buildPath<typeof gpApi.listGames>>[2]) =>
    t.call<Envelope<Game[]>>('GET', buildPath(gpApi.listGames, undefined, query));

  it('answers GET /api/gp/games with 10,000 distinct games of every type and studio, with images', () => {
    expect(t.config.seedGames).toBe(10_000);
    expect(games).toHaveLength(10_000);
    expect(new Set(games.map((game) => game.id)).size).toBe(10_000);
    expect(new Set(games.map((game) => `${game.gameProvider.id}/${game.gameId}`)).size).toBe(10_000);
    expect(new Set(games.map((game) => game.name)).size).toBe(10_000);
    expect(new Set(games.map((game) => game.gameType.name))).toEqual(new Set(['Slots', 'Table Games', 'Instant']));
    expect(games.filter((game) => game.gameType.name === 'Slots').length).toBeGreaterThan(5000);
    expect(games.filter((game) => game.isLive).length).toBeGreaterThan(500);
    const studios = new Set(games.map((game) => game.gameProvider.name));
    expect(studios).toEqual(new Set(GAME_PROVIDER_SEED.filter((name) => name !== 'databet')));
    for (const tag of ['top', 'new', 'popular', 'jackpot', 'live'] as const) {
      expect(games.filter((game) => game.tags.includes(tag)).length, tag).toBeGreaterThan(300);
    }
    for (const game of games) {
      expect(game.images).toEqual([
        { link: `/api/gp/images/${game.id}/1.webp` },
        { link: `/api/gp/images/${game.id}/2.webp` },
      ]);
    }
  });

  it('keeps the 300 games of the default seed, with their ids, and adds generated ones after them', () => {
    const byGameId = new Map(games.map((game) => [game.gameId, game]));
    const seed = catalogueSeed(10_000);
    expect(seed.slice(0, BASE_GAME_COUNT)).toEqual(catalogueSeed());
    // Inserted in seed order: the default games are ids 1..300 as in a default database.
    const ids = seed.map((entry) => byGameId.get(entry.gameId)?.id);
    expect(ids.slice(0, BASE_GAME_COUNT)).toEqual(Array.from({ length: BASE_GAME_COUNT }, (_, i) => i + 1));
    expect(ids).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
  });

  it('answers the game types with counts that add up to 10,000', async () => {
    const { body } = await t.call<Envelope<GameType[]>>('GET', buildPath(gpApi.listGameTypes));
    expect(body.result.reduce((sum, type) => sum + type.gameCount, 0)).toBe(10_000);
  });

  it('searches the large catalogue as the lobby does, word by word', async () => {
    for (const text of ['d', 'dragon', 'dragon g', 'DRAGON GOLD ', 'roulette 45', 'dice of solar 20', 'zzzz']) {
      const { status, body } = await search({ search: text });
      expect(status, text).toBe(200);
      expect(body.result, text).toEqual(filterGames(games, { text }));
    }
    expect((await search({ search: 'dragon' })).body.result.length).toBeGreaterThan(200);
    expect((await search({ search: 'dragon gold' })).body.result.length).toBeGreaterThan(10);
    // The last generated game is found by its name like any other.
    const last = games.reduce((newest, game) => (game.id > newest.id ? game : newest));
    expect((await search({ search: last.name })).body.result.map((game) => game.id)).toContain(last.id);
    const provider = 'Lucky Forge';
    const { body } = await search({ search: 'gold', provider });
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result).toEqual(filterGames(games, { text: 'gold', provider }));
  });

  it('inserts nothing when the seed runs again on the same database', async () => {
    const { db } = t.platform.context;
    const rows = () =>
      db.select({ id: gamesTable.id, gameId: gamesTable.gameId }).from(gamesTable).orderBy(asc(gamesTable.id));
    const before = await rows();
    await seedDatabase(db, t.config);
    expect(await rows()).toEqual(before);
    expect(await db.select({ n: count() }).from(gameImages)).toEqual([{ n: 20_000 }]);
  });
});

describe.each(databaseKinds)('a small catalogue (SEED_GAMES=20) on %s', (kind) => {
  let t: TestPlatform;
  afterAll(() => t?.close());

  it('seeds exactly that many games, a share of every type', async () => {
    t = await startIsolatedPlatform(kind, { SEED_GAMES: '20' });
    const games = await catalogue(t);
    expect(games).toHaveLength(20);
    const defaults = new Map(catalogueSeed().map((entry) => [entry.gameId, entry.name]));
    expect(games.every((game) => defaults.get(game.gameId) === game.name)).toBe(true);
    expect(new Set(games.map((game) => game.gameType.name))).toEqual(new Set(['Slots', 'Table Games', 'Instant']));
    expect(games.some((game) => game.isLive)).toBe(true);
  });
});
