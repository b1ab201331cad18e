import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  DEFAULT_GAMES_PAGE_LIMIT,
  LOBBY_RANKING_LIMIT,
  RECENTLY_PLAYED_LIMIT,
  type Game,
  type GameProvider,
  type GameTag,
  type GameType,
  type LobbyRankings,
} from '@casino/contract';
import { and, asc, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favourites, gameImages, gameProviders, gameRounds, games, gameTypes } from '../db/schema';
import { notFound } from './errors';
import type { EngineName } from '../providers/demoGames/engines';

export const GAME_NOT_FOUND_MESSAGE = 'Game not found';

/** A game of the in-memory catalogue: the API view plus what filters and the game pages read. */
export interface CatalogueGame {
  view: Game;
  nameLower: string;
  engine: EngineName;
  /** The release date (YYYY-MM-DD), or null when unknown. */
  releasedOn: string | null;
  /** The view serialised with isFavourite false and true: a list is a join of these. */
  json: string;
  jsonFavourite: string;
}

const gzipAsync = promisify(gzip);

/** What a player's market lets the lobby offer (@casino/rules market profiles). */
export interface GameOffer {
  /** Table games (roulette and the like); Germany offers none. */
  tableGames: boolean;
  /** Games with a jackpot (the catalogue's `jackpot` tag); Germany offers none. */
  jackpots: boolean;
}
export const EVERY_GAME: GameOffer = { tableGames: true, jackpots: true };

/** Whether a market's offer includes a game of this engine and these tags. */
export const offers = (offer: GameOffer, engine: EngineName | undefined, tags: readonly string[]) =>
  (offer.tableGames || !isTableGame(engine)) && (offer.jackpots || !tags.includes('jackpot'));

/** A casino table game: the banked games a market may forbid (GlüStV § 22a (2)). */
export const isTableGame = (engine: EngineName | undefined) => engine === 'roulette';

/** A games list response: the JSON body, and for the shared whole catalogue a gzip copy and ETag. */
export interface GameListBody {
  body: string | Buffer;
  gzip?: Buffer;
  etag?: string;
}

interface Catalogue {
  games: CatalogueGame[];
  byId: Map<number, CatalogueGame>;
  types: GameType[];
  /** The engine of each game type (by id): a market may not offer table games. */
  typeEngines: Map<number, EngineName>;
  providers: GameProvider[];
  /** The games with a release date, newest release first (then by name). */
  newestFirst: CatalogueGame[];
  /** `{"result":[...]}` of the whole catalogue for a visitor, as bytes, gzipped, and its ETag. */
  visitorBody: Buffer;
  visitorGzip: Buffer;
  etag: string;
  loadedAt: number;
}

export interface GameListQuery {
  gameType?: string | undefined;
  provider?: string | undefined;
  search?: string | undefined;
  tag?: GameTag | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** The catalogue is reloaded at most this long after a change made by another process. */
const CATALOGUE_TTL_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Top: the most rounds played over this window. */
export const TOP_WINDOW_MS = 7 * DAY_MS;
/** Popular: the most distinct players over this window. */
export const POPULAR_WINDOW_MS = 30 * DAY_MS;
/** New: the games released within this many days. */
export const NEW_RELEASE_DAYS = 90;
/**
 * Top and Popular are recomputed at most this often: one grouped read of the window's rounds per
 * period and process, never per request.
 */
export const RANKINGS_TTL_MS = 5 * 60_000;

/** Top and Popular as computed: game ids, best first, before a market's offer filters them. */
interface Rankings {
  top: number[];
  popular: number[];
  computedAt: Date;
}

const compareNames = (a: CatalogueGame, b: CatalogueGame) =>
  a.nameLower < b.nameLower ? -1 : a.nameLower > b.nameLower ? 1 : a.view.id - b.view.id;

/**
 * The game catalogue, favourites and the lobby lists. The catalogue (games with type, provider,
 * images and tags) is read with two flat queries and held in memory with each game pre-serialised, so
 * listing 10,000 games costs a filter and a string join; it is reloaded after `invalidate()` (call
 * it after changing games) or at most a minute after a change made elsewhere.
 */
export class GamesService {
  private catalogue: Catalogue | null = null;
  private loading: Promise<Catalogue> | null = null;
  private generation = 0;
  private rankings: Rankings | null = null;
  private ranking: Promise<Rankings> | null = null;

  constructor(private readonly db: Database) {}

  invalidate(): void {
    this.generation += 1;
    this.catalogue = null;
    this.loading = null;
  }

  /** The catalogue; a stale one is answered while a fresh one loads in the background. */
  private async load(): Promise<Catalogue> {
    const current = this.catalogue;
    if (current && Date.now() - current.loadedAt < CATALOGUE_TTL_MS) return current;
    if (!this.loading) {
      const generation = this.generation;
      this.loading = this.read().then(
        (catalogue) => {
          if (generation === this.generation) {
            this.catalogue = catalogue;
            this.loading = null;
          }
          return catalogue;
        },
        (error: unknown) => {
          if (generation === this.generation) this.loading = null;
          throw error;
        },
      );
      // A background refresh that fails keeps the stale catalogue; the next call tries again.
      if (current) this.loading.catch(() => undefined);
    }
    return current ?? this.loading;
  }

  private async read(): Promise<Catalogue> {
    // Two flat reads (games with type and provider; every image in order), merged here: no
    // query per game, and cheaper than aggregating images per row in SQL.
    const [rows, imageRows, typeRows, providerRows] = await Promise.all([
      this.db
        .select({
          id: games.id,
          gameId: games.gameId,
          name: games.name,
          tags: games.tags,
          isLive: games.isLive,
          releasedOn: games.releasedOn,
          typeId: gameTypes.id,
          typeName: gameTypes.name,
          engine: gameTypes.engine,
          providerId: gameProviders.id,
          providerName: gameProviders.name,
        })
        .from(games)
        .innerJoin(gameTypes, eq(gameTypes.id, games.typeId))
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(eq(games.enabled, true)),
      this.db
        .select({ gameId: gameImages.gameId, link: gameImages.link })
        .from(gameImages)
        .orderBy(asc(gameImages.gameId), asc(gameImages.position)),
      this.db.select().from(gameTypes).orderBy(asc(gameTypes.sortOrder), asc(gameTypes.id)),
      this.db.select({ id: gameProviders.id, name: gameProviders.name }).from(gameProviders),
    ]);
    const imagesOf = new Map<number, { link: string }[]>();
    for (const image of imageRows) {
      const list = imagesOf.get(image.gameId);
      if (list) list.push({ link: image.link });
      else imagesOf.set(image.gameId, [{ link: image.link }]);
    }

    const list: CatalogueGame[] = rows.map((row) => {
      const tags = [...new Set(row.tags)].filter((tag): tag is GameTag =>
        ['top', 'new', 'popular', 'jackpot', 'live'].includes(tag),
      );
      const isLive = row.isLive || tags.includes('live');
      if (isLive && !tags.includes('live')) tags.push('live');
      const view: Game = {
        id: row.id,
        gameId: row.gameId,
        name: row.name,
        gameType: { id: row.typeId, name: row.typeName },
        gameProvider: { id: row.providerId, name: row.providerName },
        images: imagesOf.get(row.id) ?? [],
        isFavourite: false,
        tags,
        isLive,
      };
      return {
        view,
        nameLower: row.name.toLowerCase(),
        engine: row.engine,
        releasedOn: row.releasedOn,
        json: JSON.stringify(view),
        jsonFavourite: JSON.stringify({ ...view, isFavourite: true }),
      };
    });
    list.sort(compareNames);

    const visitorBody = Buffer.from(`{"result":[${list.map((entry) => entry.json).join(',')}]}`);
    const counts = new Map<number, number>();
    for (const entry of list) counts.set(entry.view.gameType.id, (counts.get(entry.view.gameType.id) ?? 0) + 1);
    return {
      games: list,
      byId: new Map(list.map((entry) => [entry.view.id, entry])),
      types: typeRows.map((type) => ({ id: type.id, name: type.name, gameCount: counts.get(type.id) ?? 0 })),
      typeEngines: new Map(list.map((entry) => [entry.view.gameType.id, entry.engine])),
      providers: providerRows
        .map((provider) => ({ id: provider.id, name: provider.name }))
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id),
      newestFirst: list
        .filter((entry) => entry.releasedOn !== null)
        .sort((a, b) => ((a.releasedOn ?? '') > (b.releasedOn ?? '') ? -1 : a.releasedOn === b.releasedOn ? 0 : 1)),
      visitorBody,
      visitorGzip: await gzipAsync(visitorBody, { level: 6 }),
      etag: `"catalogue-${createHash('sha1').update(visitorBody).digest('base64url')}"`,
      loadedAt: Date.now(),
    };
  }

  /** Forgets the computed Top and Popular: the next lobby read computes them again. */
  invalidateRankings(): void {
    this.rankings = null;
    this.ranking = null;
  }

  /** Top and Popular, computed at most every RANKINGS_TTL_MS; a stale pair is answered while a new one is computed. */
  private async currentRankings(): Promise<Rankings> {
    const current = this.rankings;
    if (current && Date.now() - current.computedAt.getTime() < RANKINGS_TTL_MS) return current;
    if (!this.ranking) {
      const pending = this.computeRankings().then(
        (rankings) => {
          if (this.ranking === pending) {
            this.rankings = rankings;
            this.ranking = null;
          }
          return rankings;
        },
        (error: unknown) => {
          if (this.ranking === pending) this.ranking = null;
          throw error;
        },
      );
      this.ranking = pending;
      if (current) pending.catch(() => undefined);
    }
    return current ?? this.ranking;
  }

  /**
   * One grouped read of the casino rounds of the last 30 days (voided rounds left out): per game,
   * its rounds of the last 7 days (Top) and its distinct players of the 30 days (Popular; a
   * visitor's demo play counts once per game session). Ties go to the game with more of the other
   * measure, then to the lower id.
   */
  private async computeRankings(): Promise<Rankings> {
    const now = Date.now();
    const topSince = new Date(now - TOP_WINDOW_MS);
    const rows = await this.db
      .select({
        gameId: gameRounds.gameId,
        rounds: sql<number>`(count(*) filter (where ${gameRounds.createdAt} >= ${topSince.toISOString()}))::int`,
        players: sql<number>`count(distinct coalesce(${gameRounds.playerId}::text, ${gameRounds.sessionId}::text))::int`,
      })
      .from(gameRounds)
      .where(
        and(
          gte(gameRounds.createdAt, new Date(now - POPULAR_WINDOW_MS)),
          isNotNull(gameRounds.gameId),
          eq(gameRounds.source, 'casino'),
          ne(gameRounds.status, 'void'),
        ),
      )
      .groupBy(gameRounds.gameId);
    const measured = rows.flatMap((row) => (row.gameId === null ? [] : [{ ...row, gameId: row.gameId }]));
    const top = measured
      .filter((row) => row.rounds > 0)
      .sort((a, b) => b.rounds - a.rounds || b.players - a.players || a.gameId - b.gameId)
      .map((row) => row.gameId);
    const popular = measured
      .filter((row) => row.players > 0)
      .sort((a, b) => b.players - a.players || b.rounds - a.rounds || a.gameId - b.gameId)
      .map((row) => row.gameId);
    return { top, popular, computedAt: new Date(now) };
  }

  /** The player's last distinct games, by their latest casino round. */
  private async recentlyPlayedIds(playerId: number): Promise<number[]> {
    const latest = sql<Date>`max(${gameRounds.createdAt})`;
    const rows = await this.db
      .select({ gameId: gameRounds.gameId, latest })
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, playerId), isNotNull(gameRounds.gameId), eq(gameRounds.source, 'casino')))
      .groupBy(gameRounds.gameId)
      .orderBy(desc(latest), desc(gameRounds.gameId))
      // More than shown: games since disabled or not offered are dropped below.
      .limit(RECENTLY_PLAYED_LIMIT * 4);
    return rows.flatMap((row) => (row.gameId === null ? [] : [row.gameId]));
  }

  /**
   * The lobby's computed categories for a caller (docs in the contract's LobbyRankings): Top and
   * Popular from the cached rankings, followed by the games the catalogue tags so when fewer games
   * were played; New from the release dates; Recently played from the player's rounds. Every list
   * holds only games of the catalogue that the caller's market offers.
   */
  async lobbyRankings(playerId: number | null, offer: GameOffer = EVERY_GAME): Promise<LobbyRankings> {
    const [catalogue, rankings, recent] = await Promise.all([
      this.load(),
      this.currentRankings(),
      playerId === null ? Promise.resolve([]) : this.recentlyPlayedIds(playerId),
    ]);
    const offered = (id: number) => {
      const entry = catalogue.byId.get(id);
      return entry !== undefined && offers(offer, entry.engine, entry.view.tags);
    };
    const since = new Date(Date.now() - NEW_RELEASE_DAYS * DAY_MS).toISOString().slice(0, 10);
    const released: number[] = [];
    for (const entry of catalogue.newestFirst) {
      if (released.length >= LOBBY_RANKING_LIMIT || (entry.releasedOn ?? '') < since) break;
      if (offered(entry.view.id)) released.push(entry.view.id);
    }
    const ranked = (ids: readonly number[], tag: GameTag, limit: number) => {
      const list = ids.filter(offered).slice(0, limit);
      if (list.length < limit) {
        const seen = new Set(list);
        for (const entry of catalogue.games) {
          if (list.length >= limit) break;
          if (entry.view.tags.includes(tag) && !seen.has(entry.view.id) && offered(entry.view.id)) {
            list.push(entry.view.id);
          }
        }
      }
      return list;
    };
    return {
      top: ranked(rankings.top, 'top', LOBBY_RANKING_LIMIT),
      popular: ranked(rankings.popular, 'popular', LOBBY_RANKING_LIMIT),
      new: released,
      recentlyPlayed: recent.filter(offered).slice(0, RECENTLY_PLAYED_LIMIT),
      computedAt: rankings.computedAt.toISOString(),
    };
  }

  /** Loads the catalogue ahead of the first request (failures are left to that request). */
  warmUp(): void {
    this.load().catch(() => undefined);
  }

  /** A game of the catalogue by its id, or null. */
  async game(id: number): Promise<CatalogueGame | null> {
    return (await this.load()).byId.get(id) ?? null;
  }

  /** A game of the catalogue by its provider's game id, or null. */
  async gameByProviderGameId(gameId: string): Promise<CatalogueGame | null> {
    return (await this.load()).games.find((entry) => entry.view.gameId === gameId) ?? null;
  }

  /** The ids of the catalogue's live tables. */
  async liveGameIds(): Promise<number[]> {
    return (await this.load()).games.filter((entry) => entry.view.isLive).map((entry) => entry.view.id);
  }

  /** The ids of the player's favourite games. */
  async favouriteIds(playerId: number): Promise<Set<number>> {
    const rows = await this.db
      .select({ gameId: favourites.gameId })
      .from(favourites)
      .where(eq(favourites.playerId, playerId));
    return new Set(rows.map((row) => row.gameId));
  }

  /**
   * The lobby list as the whole response body (`{"result":[...]}`), sorted by name: the games of
   * the filters, a page of them when page or limit is given, isFavourite for `playerId`. The
   * whole catalogue of a caller without favourites is the same bytes for everybody: it comes
   * with a gzipped copy and an ETag.
   */
  async listGamesBody(
    query: GameListQuery,
    playerId: number | null,
    offer: GameOffer = EVERY_GAME,
  ): Promise<GameListBody> {
    const catalogue = await this.load();
    const search = (query.search ?? '').trim().toLowerCase();
    const unfiltered = offer.tableGames && offer.jackpots && !(query.gameType || query.provider || search || query.tag);
    const paged = query.page !== undefined || query.limit !== undefined;
    const favouriteIds = playerId === null ? null : await this.favouriteIds(playerId);
    if (unfiltered && !paged && (!favouriteIds || favouriteIds.size === 0)) {
      return { body: catalogue.visitorBody, gzip: catalogue.visitorGzip, etag: catalogue.etag };
    }

    let list = unfiltered
      ? catalogue.games
      : catalogue.games.filter(
          (entry) =>
            offers(offer, entry.engine, entry.view.tags) &&
            (!query.gameType || entry.view.gameType.name === query.gameType) &&
            (!query.provider || entry.view.gameProvider.name === query.provider) &&
            (!query.tag || entry.view.tags.includes(query.tag)) &&
            (!search || entry.nameLower.includes(search)),
        );
    if (paged) {
      const limit = query.limit ?? DEFAULT_GAMES_PAGE_LIMIT;
      const start = ((query.page ?? 1) - 1) * limit;
      list = list.slice(start, start + limit);
    }
    const parts = list.map((entry) => (favouriteIds?.has(entry.view.id) ? entry.jsonFavourite : entry.json));
    return { body: `{"result":[${parts.join(',')}]}` };
  }

  async listGameTypes(offer: GameOffer = EVERY_GAME): Promise<GameType[]> {
    const catalogue = await this.load();
    if (offer.tableGames) return catalogue.types;
    return catalogue.types.filter((type) => !isTableGame(catalogue.typeEngines.get(type.id)));
  }

  async listProviders(): Promise<GameProvider[]> {
    return (await this.load()).providers;
  }

  /** The player's favourite games, most recently added first. */
  async listFavourites(playerId: number): Promise<Game[]> {
    const catalogue = await this.load();
    const rows = await this.db
      .select({ gameId: favourites.gameId })
      .from(favourites)
      .where(eq(favourites.playerId, playerId))
      .orderBy(desc(favourites.createdAt), desc(favourites.id));
    return rows.flatMap((row) => {
      const entry = catalogue.byId.get(row.gameId);
      return entry ? [{ ...entry.view, isFavourite: true }] : [];
    });
  }

  private async requireGame(gameId: number): Promise<CatalogueGame> {
    const entry = await this.game(gameId);
    if (!entry) throw notFound(GAME_NOT_FOUND_MESSAGE);
    return entry;
  }

  async addFavourite(playerId: number, gameId: number): Promise<{ gameId: number; isFavourite: boolean }> {
    await this.requireGame(gameId);
    await this.db.insert(favourites).values({ playerId, gameId }).onConflictDoNothing();
    return { gameId, isFavourite: true };
  }

  async removeFavourite(playerId: number, gameId: number): Promise<{ gameId: number; isFavourite: boolean }> {
    await this.requireGame(gameId);
    await this.db.delete(favourites).where(and(eq(favourites.playerId, playerId), eq(favourites.gameId, gameId)));
    return { gameId, isFavourite: false };
  }
}
