import type { BonusOffer, PlayerBonus } from '@casino/contract';
import { authApi, playersApi } from '@casino/contract/routes';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRConfiguration } from 'swr';
import { callApi } from '../api/client';
import { activeBonusesQuery } from '../casino/queries';
import { usePlayer } from '../player/PlayerProvider';
import { keys } from './keys';
import { orEmpty, swrConfig, toastFailure, type DataQuery } from './swr';

/** The page's language (the offers' names and terms are asked for in it). */
const usePageLanguage = (): string => useTranslation().i18n.language;

/**
 * Active offers (spec point 7: GET /auth/bonuses/get-all with status=active, and the player's
 * uuid and first account's currency when signed in), their names and terms in the page's
 * language. A failure is only logged: the list stays empty and loading ends (spec point 8).
 */
export function useActiveBonuses() {
  const { playerDetails, playerCurrency } = usePlayer();
  const { key, fetch } = activeBonusesData(playerDetails?.uuid, playerCurrency, usePageLanguage());
  return useSWR(key, fetch, swrConfig);
}

/**
 * The active offers under their key, for a player in their currency or for a visitor, in a
 * language (the page's: the server renderer's loaders name it, else the site's current one).
 */
export const activeBonusesData = (
  playerUuid?: string,
  currency: string | null = null,
  lanCode: string = i18next.language,
): DataQuery<BonusOffer[]> => ({
  key: keys.activeBonuses(playerUuid, currency, lanCode),
  fetch: orEmpty<BonusOffer[]>(
    'Bonuses',
    () => callApi(authApi.listBonuses, { query: activeBonusesQuery(playerUuid, currency, lanCode) }),
    [],
  ),
});

/** One offer by its uuid (the bonusId of /bonus-details), its name and terms in the page's language. */
export function useBonus(bonusId: string | undefined) {
  const lanCode = usePageLanguage();
  return useSWR(
    keys.bonus(bonusId, lanCode),
    () => callApi(playersApi.lookupBonus, { query: { bonusId, lanCode } }),
    swrConfig,
  );
}

/** The active offers available to the player (GET /players/bonuses with status=active and currency). */
export function usePlayerOffers() {
  const { playerDetails, playerCurrency } = usePlayer();
  const playerUUID = playerDetails?.uuid;
  const lanCode = usePageLanguage();
  return useSWR<BonusOffer[]>(
    keys.playerOffers(playerUUID, playerCurrency, lanCode),
    () =>
      callApi(playersApi.listBonuses, {
        query: {
          status: 'active',
          playerUUID: playerUUID ?? '',
          ...(playerCurrency ? { currency: playerCurrency } : {}),
          lanCode,
        },
      }),
    { ...swrConfig, onError: toastFailure },
  );
}

/** The bonus in progress, or null (GET /players/bonuses/get-self without history), in a language. */
const fetchBonusInProgress = async (lanCode: string) =>
  (await callApi(playersApi.getSelfBonuses, { query: { lanCode } })) as PlayerBonus | null;

/**
 * A player's bonus in progress, or null: the header and My Promo share it, so a forfeit or a
 * deposit shows everywhere. A failure toasts unless `onError` says otherwise.
 */
export function useBonusInProgress(
  playerUuid: string | undefined,
  { onError = toastFailure }: Pick<SWRConfiguration, 'onError'> = {},
) {
  const lanCode = usePageLanguage();
  return useSWR(keys.bonusInProgress(playerUuid, lanCode), () => fetchBonusInProgress(lanCode), {
    ...swrConfig,
    onError,
  });
}

/** The player's used bonuses, newest first (GET /players/bonuses/get-self?history=true). */
export function useBonusHistory() {
  const playerUuid = usePlayer().playerDetails?.uuid;
  const lanCode = usePageLanguage();
  return useSWR(
    keys.bonusHistory(playerUuid, lanCode),
    async () => (await callApi(playersApi.getSelfBonuses, { query: { history: true, lanCode } })) as PlayerBonus[],
    { ...swrConfig, onError: toastFailure },
  );
}
