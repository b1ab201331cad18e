import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { BetSource, BetTransaction } from '../entities/betTransaction';
import { CasinoRound } from '../entities/casinoRound';
import { Game, GameTag, JackpotPool, LiveTableState } from '../entities/game';
import { GameProvider } from '../entities/gameProvider';
import { GameType } from '../entities/gameType';
import { HistoryQuery } from '../entities/historyQuery';
import { MAX_PAGE, MAX_PAGE_LIMIT, Pagination } from '../entities/pagination';
import { AbsoluteUrl, Id, Link, Nullable, Uuid } from '../scalars';

/** Page size of the games list when `page` is sent without `limit`. */
export const DEFAULT_GAMES_PAGE_LIMIT = 20;

const includeFlag = (what: string) =>
  Type.Optional(
    Type.Boolean({
      description: `Accepted for the spec's client; ${what} is always included, whatever the value.`,
    }),
  );

/** The game of a favourite call: the game's `id` (DESIGN.md), not its provider gameId. */
const FavouriteBody = Type.Object({ gameId: Id({ description: "The game's `id`." }) });
const FavouriteResult = Type.Object({ gameId: Id(), isFavourite: Type.Boolean() });

/** Most games a ranked lobby category (Top, Popular, New) lists. */
export const LOBBY_RANKING_LIMIT = 48;
/** Most games of a player's Recently played. */
export const RECENTLY_PLAYED_LIMIT = 12;

const RankedIds = (description: string, maxItems: number) =>
  Type.Array(Id(), { maxItems, uniqueItems: true, description });

/** The lobby's computed categories, as ids of the caller's catalogue (`listGames`), best first. */
export const LobbyRankings = Type.Object(
  {
    top: RankedIds(
      'Most rounds played over the last 7 days (demo rounds too), most first; ties and the games without rounds then follow as the catalogue tags them top.',
      LOBBY_RANKING_LIMIT,
    ),
    popular: RankedIds(
      'Most distinct players over the last 30 days (a signed-in player by account, a visitor by demo session), most first; then the games tagged popular.',
      LOBBY_RANKING_LIMIT,
    ),
    new: RankedIds('Games released in the last 90 days, newest release first.', LOBBY_RANKING_LIMIT),
    recentlyPlayed: RankedIds(
      "The signed-in player's last distinct games, by their latest round, latest first; empty for a visitor.",
      RECENTLY_PLAYED_LIMIT,
    ),
    computedAt: Type.String({
      format: 'date-time',
      description: 'When Top and Popular were computed (they are recomputed every 5 minutes).',
    }),
  },
  { title: 'LobbyRankings' },
);
export type LobbyRankings = Static<typeof LobbyRankings>;

export const gpApi = {
  listGames: defineEndpoint({
    method: 'GET',
    path: '/api/gp/games',
    tag: 'gp',
    access: 'optionalPlayer',
    summary: 'List the games of the lobby, optionally filtered and paged.',
    description: `Sorted by name; a signed-in player's market may leave games out (Germany: table games). Without \`page\` and \`limit\` the whole filtered catalogue is answered; with either, that page (page 1 and limit ${DEFAULT_GAMES_PAGE_LIMIT} when left out; a page shorter than limit is the last). isFavourite is set for the bearer's player (false for visitors); playerUUID never replaces the bearer.`,
    query: Type.Object({
      includeGameType: includeFlag('gameType'),
      includeImages: includeFlag('images'),
      includeGameProvider: includeFlag('gameProvider'),
      playerUUID: Type.Optional(Uuid({ description: "Sent by the spec's client when signed in; the bearer decides." })),
      gameType: Type.Optional(Type.String({ minLength: 1, description: 'Only games of this game type name.' })),
      provider: Type.Optional(Type.String({ minLength: 1, description: 'Only games of this provider name (exact).' })),
      search: Type.Optional(
        Type.String({ description: 'Case-insensitive match anywhere in the game name; trimmed; empty: no filter.' }),
      ),
      tag: Type.Optional(GameTag),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT })),
    }),
    result: Type.Array(Game),
  }),

  lobbyRankings: defineEndpoint({
    method: 'GET',
    path: '/api/gp/games/lobby',
    tag: 'gp',
    access: 'optionalPlayer',
    summary: "The lobby's Top, Popular and New games and the player's Recently played.",
    description:
      "Ids of games of the caller's catalogue: a signed-in player's market leaves games out of every list as it does from listGames (Germany: table games and jackpots).",
    result: LobbyRankings,
  }),

  listGameTypes: defineEndpoint({
    method: 'GET',
    path: '/api/gp/game/types',
    tag: 'gp',
    access: 'optionalPlayer',
    summary: 'List the game types with their number of games.',
    description: "A signed-in player's market may leave types out (Germany: table games; docs/markets.md).",
    result: Type.Array(GameType),
  }),

  listProviders: defineEndpoint({
    method: 'GET',
    path: '/api/gp/get-all-gp',
    tag: 'gp',
    access: 'public',
    summary: 'List the game providers.',
    result: Type.Array(GameProvider),
  }),

  listFavourites: defineEndpoint({
    method: 'GET',
    path: '/api/gp/games/favorite',
    tag: 'gp',
    access: 'player',
    summary: "List the player's favourite games.",
    description: 'Most recently added first; every game has isFavourite true.',
    result: Type.Array(Game),
  }),

  addFavourite: defineEndpoint({
    method: 'POST',
    path: '/api/gp/games/favorite/add',
    tag: 'gp',
    access: 'player',
    summary: "Add a game to the player's favourites.",
    description: 'Idempotent. An unknown game answers 404.',
    body: FavouriteBody,
    result: FavouriteResult,
  }),

  removeFavourite: defineEndpoint({
    method: 'POST',
    path: '/api/gp/games/favorite/remove',
    tag: 'gp',
    access: 'player',
    summary: "Remove a game from the player's favourites.",
    description: 'Idempotent: removing a game that is not a favourite answers 200. An unknown game answers 404.',
    body: FavouriteBody,
    result: FavouriteResult,
  }),

  listJackpots: defineEndpoint({
    method: 'GET',
    path: '/api/gp/jackpots',
    tag: 'gp',
    access: 'optionalPlayer',
    summary: 'The pooled jackpot game and its pool in every currency.',
    description:
      "One entry per currency that has a pool (EUR always). Every real-money stake on the game adds 1% of the stake to its currency's pool; a round wins the pool with probability 1 in 50,000, and the pool starts again from 10,000.00. The casino socket namespace ('/casino', event 'jackpotUpdate') pushes each new amount. Empty for a player whose market offers no jackpots (Germany).",
    result: Type.Array(JackpotPool),
  }),

  listLiveTables: defineEndpoint({
    method: 'GET',
    path: '/api/gp/live-tables',
    tag: 'gp',
    access: 'optionalPlayer',
    summary: 'The state of every live table now: dealer, players or seats, stake limits.',
    description:
      "Stake limits in the signed-in player's currency (EUR for a visitor). The state changes over time (players every 15 seconds, dealers every 30 minutes).",
    result: Type.Array(LiveTableState),
  }),

  playGame: defineEndpoint({
    method: 'POST',
    path: '/api/gp/games/play',
    tag: 'gp',
    access: 'optionalPlayer',
    summary: 'Launch a game: get the URL to load in the game frame.',
    description:
      "demo true (or no player): plays for fun, no wallet. demo false needs a player's bearer token (else 401) and playerId equal to its uuid (else 403), and plays with the player's wallet. id and gameId must name the same game, of gameProviderId (else 404). A real-money launch is refused with the 403 every stake would get (error.reason 'time_out', 'self_excluded', 'account_closed', 'reality_check_due' or 'time_limit'); demo play stays open.",
    body: Type.Object({
      extra: Type.Object({
        exit_url: Link({
          maxLength: 2048,
          description:
            'Where the game sends the player on exit: a path on the site ("/casino") or a URL of the platform\'s public origin; anything else is replaced by "/".',
        }),
      }),
      playerId: Type.Optional(
        Nullable(Uuid({ description: "The player's uuid; null or left out for a visitor (demo play)." })),
      ),
      id: Id({ description: "The game's id." }),
      gameId: Type.String({ minLength: 1, description: "The provider's game identifier." }),
      demo: Type.Boolean(),
      gameProviderId: Id(),
    }),
    result: Type.Object({ gameUrl: Type.Object({ link: AbsoluteUrl() }) }),
  }),

  listBets: defineEndpoint({
    method: 'GET',
    path: '/api/gp/transactions',
    tag: 'gp',
    access: 'player',
    summary: "List the player's game and sportsbook wallet movements (Bet History), newest first.",
    query: Type.Object({
      ...HistoryQuery.properties,
      includeGame: includeFlag('game'),
      includeCurrency: includeFlag('currency'),
      includeType: includeFlag('type'),
      source: Type.Optional(BetSource),
    }),
    result: Type.Object({ transactions: Type.Array(BetTransaction), pagination: Pagination }),
  }),

  listRounds: defineEndpoint({
    method: 'GET',
    path: '/api/gp/rounds',
    tag: 'gp',
    access: 'player',
    summary: "List the player's real-money casino rounds (dashboard Casino Bets), newest first.",
    description:
      'One row per round with its game, stake, payout, outcome and payout ratio; demo rounds and sportsbook bets are not listed. Same paging and date range as the other histories (only one bound, or a start after the end, answers 400).',
    query: HistoryQuery,
    result: Type.Object({ rounds: Type.Array(CasinoRound), pagination: Pagination }),
  }),
} as const;
