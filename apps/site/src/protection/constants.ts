import type { LimitKind, ResponsibleGamingReason, SelfExclusionPeriod, TimeOutPeriod } from '@casino/contract';

/*
 * The contract's lists of player protection, written out for the browser bundle (the site takes
 * only types from '@casino/contract'); `satisfies` keeps them in step with the contract's types.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'time'] as const satisfies readonly LimitKind[];
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export const TIME_OUT_PERIODS = ['24h', '7d', '1m', '6w'] as const satisfies readonly TimeOutPeriod[];
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const satisfies readonly SelfExclusionPeriod[];
export const PROTECTION_REASONS = [
  'deposit_limit',
  'loss_limit',
  'wager_limit',
  'time_limit',
  'reality_check_due',
  'time_out',
  'self_excluded',
  'account_closed',
] as const satisfies readonly ResponsibleGamingReason[];
