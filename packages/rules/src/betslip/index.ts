export {
  BET_KINDS,
  DEFAULT_BET_KIND,
  DEFAULT_ODDS_CHANGE_POLICY,
  MAX_SELECTIONS,
  ODDS_CHANGE_POLICIES,
  ODDS_DECIMALS,
  ODDS_LIMITS,
  STAKE_LIMITS,
} from './constants';
export type { BetKind, OddsChangePolicy } from './constants';
export {
  BET_KIND_LABELS,
  DUPLICATE_SELECTION_MESSAGE,
  EMPTY_BETSLIP_MESSAGE,
  ERASE_BETSLIP_QUESTION,
  INSUFFICIENT_BALANCE_MESSAGE,
  INVALID_ODDS_MESSAGE,
  INVALID_STAKE_MESSAGE,
  MAX_STAKE_MESSAGE,
  MIN_STAKE_MESSAGE,
  MULTIPLE_MIN_SELECTIONS_MESSAGE,
  ODDS_CHANGED_MESSAGE,
  ODDS_CHANGE_POLICY_LABELS,
  ODDS_CHANGE_SETTINGS_TITLE,
  SAME_EVENT_MESSAGE,
  SELECTION_UNAVAILABLE_MESSAGE,
  STAKE_REQUIRED_MESSAGE,
  SYSTEM_MIN_SELECTIONS_MESSAGE,
  TOO_MANY_SELECTIONS_MESSAGE,
  systemSizeMessage,
} from './messages';
export type { BetInput, BetSelection, LegResult, SelectionKey } from './types';
export { binomial, elementarySymmetric } from './combinations';
export { compareOdds, formatOdds, isValidOdds, oddsMovement, oddsUnits, totalOdds, UNIT_ODDS } from './odds';
export {
  betCount,
  hasSelection,
  selectionKey,
  systemSizes,
  toggleSelection,
  validateSelections,
  validateStake,
  validateSystemSize,
} from './validate';
export type { StakeCheck } from './validate';
export {
  multiplePayout,
  payoutUnits,
  possiblePayout,
  roundPayout,
  singlePayout,
  stakeMinorUnits,
  systemPayout,
} from './payout';
export { decideOddsChange, decideOddsChanges } from './oddsChange';
export type { OddsChangeDecision } from './oddsChange';
export { settleBet } from './settle';
export type { BetStatus, SettledLeg, Settlement } from './settle';
export { quoteBetslip } from './quote';
export type { BetslipErrors, BetslipInput, BetslipQuote } from './quote';
