import type { BonusOffer } from '@casino/contract';
import { bonusTypeLabel, formatMoney } from '@casino/rules';
import { tr } from '../i18n/translate';

/** 'First Time Deposit' or 'Reload' in the current language. */
export function bonusType(offer: Pick<BonusOffer, 'condition'>): string {
  const label = bonusTypeLabel(offer.condition.name);
  return label === 'Reload' ? tr('promotions.reload', label) : tr('promotions.firstTimeDeposit', label);
}

/**
 * 'percentage% up to maxAmount' (spec point 2), the amount written with its currency as the
 * locale writes it ('100% up to €500.00', '100% bis zu 500,00 €'): the text's {{symbol}} stays empty.
 */
export function bonusOfferLine(offer: Pick<BonusOffer, 'percentage' | 'maxAmount' | 'currency'>, locale: string) {
  const maxAmount = formatMoney(offer.maxAmount, locale, { currency: offer.currency.code });
  return tr('promotions.offer', `${offer.percentage}% up to ${maxAmount}`, {
    percentage: offer.percentage,
    symbol: '',
    maxAmount,
  });
}
