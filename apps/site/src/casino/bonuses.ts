import type { BonusOffer } from '@casino/contract';
import { authApi, playersApi } from '@casino/contract/routes';
import { bonusTypeLabel } from '@casino/rules';
import useSWR from 'swr';
import { callApi } from '../api/client';
import { activeBonusesQuery } from './queries';
import { quiet } from '../data/reference';
import { tr } from '../i18n/translate';
import { usePlayer } from '../player/PlayerProvider';
import { formatMoney } from '../wallet/wallets';

/**
 * Active offers (spec point 7: GET /auth/bonuses/get-all with status=active, and the player's
 * uuid and first account's currency when signed in). A failure is only logged: the list stays
 * empty and loading ends (spec point 8).
 */
export function useActiveBonuses() {
  const { playerDetails, playerCurrency } = usePlayer();
  const { key, fetch } = activeBonuses(playerDetails?.uuid, playerCurrency);
  return useSWR(key, fetch, quiet);
}

/** The active offers under their SWR key with their fetcher (the hook above and the route loader use them). */
export function activeBonuses(playerUUID?: string, currency?: string | null) {
  return {
    key: ['bonuses', playerUUID ?? null, currency ?? null],
    fetch: () =>
      callApi(authApi.listBonuses, { query: activeBonusesQuery(playerUUID, currency) }).catch((error: unknown) => {
        console.warn('Bonuses could not be loaded', error);
        return [] as BonusOffer[];
      }),
  };
}

/** One offer by its uuid (the bonusId of /bonus-details). */
export function useBonus(bonusId: string | undefined) {
  return useSWR(bonusId ? ['bonus', bonusId] : null, () => callApi(playersApi.lookupBonus, { query: { bonusId } }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

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
