import type { BonusOffer } from '@casino/contract';
import { bonusTypeLabel } from '@casino/rules';
import { tr } from '../i18n/translate';
import { formatMoney } from '../wallet/wallets';

/** 'First Time Deposit' or 'Reload' in the current language. */
export function bonusType(offer: Pick<BonusOffer, 'condition'>): string {
  const label = bonusTypeLabel(offer.condition.name);
  return label === 'Reload' ? tr('promotions.reload', label) : tr('promotions.firstTimeDeposit', label);
}

/** 'percentage% up to symbol maxAmount' (spec point 2), the amount formatted for the locale. */
export function bonusOfferLine(offer: Pick<BonusOffer, 'percentage' | 'maxAmount' | 'currency'>, locale: string) {
  return tr('promotions.offer', `${offer.percentage}% up to ${offer.currency.symbol}${offer.maxAmount}`, {
    percentage: offer.percentage,
    symbol: offer.currency.symbol,
    maxAmount: formatMoney(offer.maxAmount, locale),
  });
}
