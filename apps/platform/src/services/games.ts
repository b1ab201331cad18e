import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { DEFAULT_GAMES_PAGE_LIMIT, type Game, type GameProvider, type GameTag, type GameType } from '@casino/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favourites, gameImages, gameProviders, games, gameTypes } from '../db/schema';
import { notFound } from './errors';
import type { EngineName } from '../providers/demoGames/engines';

export const GAME_NOT_FOUND_MESSAGE = 'Game not found';

/** A game of the in-memory catalogue: the API view plus what filters and the game pages read. */
export interface CatalogueGame {
  view: Game;
  nameLower: string;
  engine: EngineName;
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
      visitorBody,
      visitorGzip: await gzipAsync(visitorBody, { level: 6 }),
      etag: `"catalogue-${createHash('sha1').update(visitorBody).digest('base64url')}"`,
      loadedAt: Date.now(),
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
