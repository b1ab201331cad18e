export { Betslip, defaultBetslipMessages } from './Betslip';
export type {
  BetslipKind,
  BetslipMessages,
  BetslipProps,
  BetslipSelectionView,
  BetslipSummary,
  OddsChangeSetting,
} from './Betslip';
