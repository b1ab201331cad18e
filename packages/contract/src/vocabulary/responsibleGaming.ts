/*
 * Player protection's lists (issue 16), schema-free: the entities build their TypeBox enums from
 * these, and clients (site, widget, admin CLI) import them through `@casino/contract/routes`.
 */

/** deposit: gross deposits; loss: stakes minus winnings (casino and sportsbook); wager: stakes; time: minutes of play. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'time'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Rolling windows: day = the last 24 hours, week = 7 days, month = 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Reality-check intervals in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const TIME_OUT_PERIODS = ['24h', '7d', '1m', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];

export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/** The two exclusions an operator can put a player on (`pnpm admin exclude`). */
export const EXCLUSION_TYPES = ['time_out', 'self_exclusion'] as const;
export type ExclusionType = (typeof EXCLUSION_TYPES)[number];

/** `error.reason` of a 403 caused by player protection. */
export const RESPONSIBLE_GAMING_REASONS = [
  'deposit_limit',
  'loss_limit',
  'wager_limit',
  'time_limit',
  'reality_check_due',
  'time_out',
  'self_excluded',
  'account_closed',
] as const;
export type ResponsibleGamingReason = (typeof RESPONSIBLE_GAMING_REASONS)[number];

/** The mailing lists a marketing e-mail goes to (operator API: marketing recipients). */
export const MARKETING_LISTS = ['newsletter', 'bonus-club'] as const;
export type MarketingList = (typeof MARKETING_LISTS)[number];
