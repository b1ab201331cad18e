/**
 * The SWR key of every resource the site reads, one builder each, so that a key is written once:
 * a hook reads with it, and whatever changes the resource (a mutate, a refresh after a deposit)
 * names it the same way. A builder of a player's resource answers null without a player (SWR
 * then asks for nothing).
 *
 * The server renders pages with data keyed by these keys' serialized form (casino lobby,
 * promotions, the shell's reference lists): a key's shape here is what it was before the builders.
 */

/** A player's uuid, or nothing for a visitor (or while the player loads). */
type PlayerUuid = string | null | undefined;

/** A key of one player's resource: its name and the player's uuid. */
const playerKey = <Name extends string>(name: Name, playerUuid: PlayerUuid) =>
  playerUuid ? ([name, playerUuid] as const) : null;

/** The lists a player's history tabs page through (Transaction History, Bet History, Casino Bets). */
/** A key's language part: the page's language, when the answer depends on it (offers' names and terms). */
const inLanguage = (lanCode: string | undefined) => (lanCode ? ([lanCode] as const) : ([] as const));

/** A player's key with the page's language after it (null stays null). */
const inLanguageOf = <Key extends readonly unknown[]>(key: Key | null, lanCode: string | undefined) =>
  key ? ([...key, ...inLanguage(lanCode)] as const) : null;

export type HistoryList = 'payment-history' | 'bet-history' | 'casino-rounds';

export const keys = {
  /** The platform's languages (selectors). */
  languages: () => 'languages' as const,
  /** Currencies a player can sign up with. */
  currencies: () => 'currencies' as const,
  /** The content pages of a language (footer links). */
  pageDescriptions: (lanCode: string) => ['page-descriptions', lanCode] as const,
  /** One content page in a language (/pages?pageId=). */
  pageDescription: (pageId: number | null, lanCode: string) =>
    pageId ? (['page-description', pageId, lanCode] as const) : null,

  /** The sportsbook's feed (sports, tournaments, events and odds), the same for everyone. */
  sportsbookFeed: () => 'sportsbook-feed' as const,

  /** The casino catalogue, personalised (favourites marked) for a player. */
  games: (playerUuid: PlayerUuid) => ['games', playerUuid ?? null] as const,
  /** Per player: a player's market may leave types out (docs/markets.md). */
  gameTypes: (playerUuid?: PlayerUuid) => ['game-types', playerUuid ?? null] as const,
  gameProviders: () => 'game-providers' as const,
  /** The lobby's Top, Popular and New games and the player's Recently played (per player: market, history). */
  lobbyRankings: (playerUuid: PlayerUuid) => ['lobby-rankings', playerUuid ?? null] as const,
  /** The player's favourite games. */
  favourites: (playerUuid: PlayerUuid) => playerKey('favourites', playerUuid),

  /**
   * Active offers (Promotions), with the player's uuid and currency when signed in, and the page's
   * language (the offers' names and terms come in it).
   */
  activeBonuses: (playerUuid: PlayerUuid, currency: string | null, lanCode?: string) =>
    [...(['bonuses', playerUuid ?? null, currency] as const), ...inLanguage(lanCode)] as const,
  /** One offer by its uuid (/bonus-details), in the page's language. */
  bonus: (bonusId: string | undefined, lanCode?: string) =>
    bonusId ? ([...(['bonus', bonusId] as const), ...inLanguage(lanCode)] as const) : null,
  /** Offers available to the signed-in player (My Promo, Deposit), in the page's language. */
  playerOffers: (playerUuid: PlayerUuid, currency: string | null, lanCode?: string) =>
    playerUuid ? ([...(['player-offers', playerUuid, currency] as const), ...inLanguage(lanCode)] as const) : null,
  /** The player's bonus in progress: the header and My Promo share it (its offer's name in the page's language). */
  bonusInProgress: (playerUuid: PlayerUuid, lanCode?: string) =>
    inLanguageOf(playerKey('bonus-in-progress', playerUuid), lanCode),
  /** The player's used bonuses. */
  bonusHistory: (playerUuid: PlayerUuid, lanCode?: string) =>
    inLanguageOf(playerKey('bonus-history', playerUuid), lanCode),

  /** The signed-in player's details, by the stored session's player id. */
  playerDetails: (playerId: PlayerUuid) => playerKey('player-details', playerId),
  /** Contact and notification preferences. */
  preferences: (playerUuid: PlayerUuid) => playerKey('preferences', playerUuid),
  /** The KYC record, latest document of each type. */
  kycRecord: (playerUuid: PlayerUuid) => playerKey('kyc-record', playerUuid),
  twoFactor: (playerUuid: PlayerUuid) => playerKey('two-factor', playerUuid),
  sessions: (playerUuid: PlayerUuid) => playerKey('sessions', playerUuid),
  signIns: (playerUuid: PlayerUuid) => playerKey('sign-ins', playerUuid),
  /** The player's protection state (the tab, the header's session meter, the reality check). */
  responsibleGaming: (playerUuid: PlayerUuid) => playerKey('responsible-gaming', playerUuid),

  /** Whether the player can withdraw, and why not. */
  withdrawalStatus: (playerUuid: PlayerUuid) => playerKey('withdrawal-status', playerUuid),
  withdrawCoins: () => 'withdraw-coins' as const,
  withdrawFees: () => 'withdraw-fees' as const,
  /** One page of a history list, with the applied date range. */
  historyPage: (list: HistoryList, page: number, createdAtStart?: string, createdAtEnd?: string) =>
    [list, page, createdAtStart ?? null, createdAtEnd ?? null] as const,
};

/** The name of a key: the string itself, or an array key's first element. */
const nameOf = (key: unknown): string | undefined =>
  typeof key === 'string' ? key : Array.isArray(key) && typeof key[0] === 'string' ? key[0] : undefined;

/** Whether an SWR key is one of the bonus lists (in progress, history): read again after a deposit or a forfeit. */
export const isBonusKey = (key: unknown): boolean => nameOf(key)?.startsWith('bonus-') ?? false;

const MONEY_LISTS = new Set(['payment-history', 'player-offers', 'withdrawal-status']);

/** Whether an SWR key holds money the player sees: bonuses, Transaction History, offers, withdrawal status. */
export const isMoneyKey = (key: unknown): boolean =>
  isBonusKey(key) || (Array.isArray(key) && MONEY_LISTS.has(nameOf(key) ?? ''));

/** Whether an SWR key is the player's protection state. */
export const isProtectionKey = (key: unknown): boolean => Array.isArray(key) && nameOf(key) === 'responsible-gaming';
