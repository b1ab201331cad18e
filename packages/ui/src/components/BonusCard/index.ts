export { BonusCard, defaultBonusCardMessages } from './BonusCard';
export type { BonusCardDetail, BonusCardMessages, BonusCardProps } from './BonusCard';
