import type { BonusOffer, PlayerBonus } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import { formatPercentageCleared } from '@casino/rules';
import type { ChipTone } from '@casino/ui/Chip';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import { tr } from '../../i18n/translate';
import { notify } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { bonusInProgressKey, fetchBonusInProgress } from '../../wallet/useWageringLeft';
import { errorMessage } from '../../data/errors';

const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Failures of list fetches toast 'Request failed' (or the server's message) and leave the list empty. */
const failed = (error: unknown) => notify.error(errorMessage(error, tr('toast.requestFailed', 'Request failed')));

/** The active offers available to the player (GET /players/bonuses with status=active and currency). */
export function usePlayerOffers() {
  const { playerDetails, playerCurrency } = usePlayer();
  return useSWR<BonusOffer[]>(
    playerDetails ? ['player-offers', playerDetails.uuid, playerCurrency] : null,
    ([, playerUUID]: [string, string, string | null]) =>
      callApi(playersApi.listBonuses, {
        query: {
          status: 'active',
          playerUUID,
          ...(playerCurrency ? { currency: playerCurrency } : {}),
        },
      }),
    { ...options, onError: failed },
  );
}

/** The player's bonus in progress, or null (GET /players/bonuses/get-self); shared with the header. */
export function useBonusInProgress() {
  const { playerDetails } = usePlayer();
  return useSWR(playerDetails ? bonusInProgressKey(playerDetails.uuid) : null, fetchBonusInProgress, {
    ...options,
    onError: failed,
  });
}

/** The player's used bonuses, newest first (GET /players/bonuses/get-self?history=true). */
export function useBonusHistory() {
  const { playerDetails } = usePlayer();
  return useSWR(
    playerDetails ? ['bonus-history', playerDetails.uuid] : null,
    async () => (await callApi(playersApi.getSelfBonuses, { query: { history: true } })) as PlayerBonus[],
    { ...options, onError: failed },
  );
}

/** Copies a promo code and says so ('Promo Code copied to clipboard' or 'Failed to copy'). */
export async function copyPromoCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    notify.success(tr('toast.promoCodeCopied', 'Promo Code copied to clipboard'));
  } catch {
    notify.error(tr('toast.copyFailed', 'Failed to copy'));
  }
}

/** Player bonus status: active is highlighted, the others title-cased (spec point 4). */
export function bonusStatusTone(status: PlayerBonus['status']): ChipTone {
  if (status === 'active') return 'success';
  if (status === 'completed') return 'info';
  return 'neutral';
}

/** The gauge's value and text: two decimals, the whole number at 100 (spec point 2). */
export function clearedGauge(bonus: Pick<PlayerBonus, 'percentageCleared'>) {
  const text = formatPercentageCleared(bonus.percentageCleared);
  return { value: Number(text), format: () => `${text}%` };
}
