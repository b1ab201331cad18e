import type { BonusOffer, PlayerBonus } from '@casino/contract';
import { authApi, playersApi } from '@casino/contract/routes';
import useSWR, { type SWRConfiguration } from 'swr';
import { callApi } from '../api/client';
import { activeBonusesQuery } from '../casino/queries';
import { usePlayer } from '../player/PlayerProvider';
import { keys } from './keys';
import { orEmpty, swrConfig, toastFailure, type DataQuery } from './swr';

/**
 * Active offers (spec point 7: GET /auth/bonuses/get-all with status=active, and the player's
 * uuid and first account's currency when signed in). A failure is only logged: the list stays
 * empty and loading ends (spec point 8).
 */
export function useActiveBonuses() {
  const { playerDetails, playerCurrency } = usePlayer();
  const { key, fetch } = activeBonusesData(playerDetails?.uuid, playerCurrency);
  return useSWR(key, fetch, swrConfig);
}

/** The active offers under their key, for a player in their currency or for a visitor. */
export const activeBonusesData = (playerUuid?: string, currency: string | null = null): DataQuery<BonusOffer[]> => ({
  key: keys.activeBonuses(playerUuid, currency),
  fetch: orEmpty<BonusOffer[]>(
    'Bonuses',
    () => callApi(authApi.listBonuses, { query: activeBonusesQuery(playerUuid, currency) }),
    [],
  ),
});

/** One offer by its uuid (the bonusId of /bonus-details). */
export function useBonus(bonusId: string | undefined) {
  return useSWR(keys.bonus(bonusId), () => callApi(playersApi.lookupBonus, { query: { bonusId } }), swrConfig);
}

/** The active offers available to the player (GET /players/bonuses with status=active and currency). */
export function usePlayerOffers() {
  const { playerDetails, playerCurrency } = usePlayer();
  const playerUUID = playerDetails?.uuid;
  return useSWR<BonusOffer[]>(
    keys.playerOffers(playerUUID, playerCurrency),
    () =>
      callApi(playersApi.listBonuses, {
        query: {
          status: 'active',
          playerUUID: playerUUID ?? '',
          ...(playerCurrency ? { currency: playerCurrency } : {}),
        },
      }),
    { ...swrConfig, onError: toastFailure },
  );
}

/** The bonus in progress, or null (GET /players/bonuses/get-self without history). */
const fetchBonusInProgress = async () =>
  (await callApi(playersApi.getSelfBonuses, { query: {} })) as PlayerBonus | null;

/**
 * A player's bonus in progress, or null: the header and My Promo share it, so a forfeit or a
 * deposit shows everywhere. A failure toasts unless `onError` says otherwise.
 */
export function useBonusInProgress(
  playerUuid: string | undefined,
  { onError = toastFailure }: Pick<SWRConfiguration, 'onError'> = {},
) {
  return useSWR(keys.bonusInProgress(playerUuid), fetchBonusInProgress, { ...swrConfig, onError });
}

/** The player's used bonuses, newest first (GET /players/bonuses/get-self?history=true). */
export function useBonusHistory() {
  const playerUuid = usePlayer().playerDetails?.uuid;
  return useSWR(
    keys.bonusHistory(playerUuid),
    async () => (await callApi(playersApi.getSelfBonuses, { query: { history: true } })) as PlayerBonus[],
    { ...swrConfig, onError: toastFailure },
  );
}
