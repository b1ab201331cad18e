export { BonusDetails, defaultBonusDetailsMessages } from './BonusDetails';
export type { BonusDetailsField, BonusDetailsMessages, BonusDetailsProps } from './BonusDetails';
