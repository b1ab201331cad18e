import type { BonusOffer } from '@casino/contract';
import { OFFER_IMAGES_PATH } from '@casino/contract/routes';
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

/**
 * The offer's picture in the player's language: the card the platform draws (OFFER_IMAGES_PATH)
 * writes its words in the language its query names; an operator's own picture is left as it is.
 */
export function offerImage(image: string | null | undefined, lanCode: string): string | undefined {
  if (!image) return undefined;
  if (!image.startsWith(OFFER_IMAGES_PATH)) return image;
  return `${image}${image.includes('?') ? '&' : '?'}lanCode=${encodeURIComponent(lanCode)}`;
}
