export { ExclusionConfirmation, defaultExclusionConfirmationMessages } from './ExclusionConfirmation';
export type {
  ExclusionConfirmationMessages,
  ExclusionConfirmationProps,
  ExclusionConfirmationValues,
  ExclusionPeriodOption,
} from './ExclusionConfirmation';
