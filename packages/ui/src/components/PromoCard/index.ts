export { PromoCard, defaultPromoCardMessages } from './PromoCard';
export type { PromoCardMessages, PromoCardProps } from './PromoCard';
