/* Bets and rounds (casino and sportsbook): lists of the vocabulary, schema-free (see vocabulary/index.ts). */

/**
 * Kinds of game-money movement: stake, win, refund of a void bet, block/unblock of funds, and a
 * sportsbook cash-out (a win the player took before the bet was decided).
 */
export const BET_TRANSACTION_TYPES = ['bet', 'win', 'refund', 'block', 'unblock', 'cash_out'] as const;
export type BetTransactionType = (typeof BET_TRANSACTION_TYPES)[number];

export const BET_SOURCES = ['casino', 'sportsbook'] as const;
export type BetSource = (typeof BET_SOURCES)[number];

/** Outcome of a casino round: won (paid something), lost (paid nothing), open (not settled yet) or void. */
export const CASINO_ROUND_STATUSES = ['won', 'lost', 'open', 'void'] as const;
export type CasinoRoundStatus = (typeof CASINO_ROUND_STATUSES)[number];

export const SPORTSBOOK_EVENT_STATUSES = ['prematch', 'live', 'ended'] as const;
export type SportsbookEventStatus = (typeof SPORTSBOOK_EVENT_STATUSES)[number];

export const SPORTSBOOK_MARKET_KINDS = [
  '1x2',
  'winner',
  'total',
  'double-chance',
  'btts',
  'handicap',
  'correct-score',
  'first-goalscorer',
] as const;
export type SportsbookMarketKind = (typeof SPORTSBOOK_MARKET_KINDS)[number];

export const SPORTSBOOK_SELECTION_RESULTS = ['won', 'lost', 'void'] as const;
export type SportsbookSelectionResult = (typeof SPORTSBOOK_SELECTION_RESULTS)[number];

export const SPORTSBOOK_BET_TYPES = ['single', 'multiple', 'system'] as const;
export type SportsbookBetType = (typeof SPORTSBOOK_BET_TYPES)[number];

/** What the player accepts when odds move between selection and placement. */
export const SPORTSBOOK_ODDS_CHANGE_POLICIES = ['any', 'higher', 'ask'] as const;
export type SportsbookOddsChangePolicy = (typeof SPORTSBOOK_ODDS_CHANGE_POLICIES)[number];

/** 'cashed_out': the player took the bet's cash-out value before it was decided. */
export const SPORTSBOOK_BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type SportsbookBetStatus = (typeof SPORTSBOOK_BET_STATUSES)[number];

/**
 * Why a bet cannot be cashed out now: not open, a system bet (no cash-out), a lost leg, a market
 * suspended, an event ended and not yet settled, or a value that rounds to nothing.
 */
export const SPORTSBOOK_CASH_OUT_REASONS = [
  'notOpen',
  'system',
  'legLost',
  'suspended',
  'eventEnded',
  'noValue',
] as const;
export type SportsbookCashOutReason = (typeof SPORTSBOOK_CASH_OUT_REASONS)[number];
