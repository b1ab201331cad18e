export { BetSelectionList } from './BetSelectionList';
export type {
  BetSelectionItem,
  BetSelectionListMessages,
  BetSelectionListProps,
  BetSelectionResult,
} from './BetSelectionList';
