import type { Preferences, PreferencesUpdate } from '@casino/contract';
import { kycApi, playersApi } from '@casino/contract/routes';
import { useCallback } from 'react';
import useSWR from 'swr';
import { callApi } from '../api/client';
import { keys } from './keys';
import { swrConfig } from './swr';

/** The signed-in player's details (GET /api/players/details); nothing is asked without a player id. */
export function usePlayerDetails(playerId: string | null | undefined) {
  return useSWR(keys.playerDetails(playerId), () => callApi(playersApi.getDetails), swrConfig);
}

/** The player's contact and notification preferences, and a save that stores the platform's answer. */
export function usePreferences(playerUuid: string | undefined) {
  const swr = useSWR(keys.preferences(playerUuid), () => callApi(playersApi.getPreferences), swrConfig);
  const { mutate } = swr;
  const save = useCallback(
    async (change: PreferencesUpdate): Promise<Preferences> => {
      const saved = await callApi(playersApi.updatePreferences, { body: change });
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
  return { ...swr, save };
}

/**
 * The player's KYC record, latest document of each type (GET /api/kyc/kyc-expiration-status). It is
 * read again when the player comes back to the tab, since reviews happen elsewhere.
 */
export function useKycRecord(playerUuid: string | undefined) {
  return useSWR(
    keys.kycRecord(playerUuid),
    () => callApi(kycApi.getStatus, { query: { uuid: playerUuid ?? '', isLatest: true } }),
    swrConfig,
  );
}

/** Whether two-factor sign-in is on for the signed-in player (null key while signed out). */
export function useTwoFactorStatus(playerUuid: string | undefined) {
  return useSWR(keys.twoFactor(playerUuid), () => callApi(playersApi.getTwoFactor), swrConfig);
}

/** The player's open sessions, the current one marked. */
export function useSessions(playerUuid: string | undefined) {
  return useSWR(keys.sessions(playerUuid), () => callApi(playersApi.listSessions), swrConfig);
}

/** The last 20 sign-in attempts on the account. */
export function useSignIns(playerUuid: string | undefined) {
  return useSWR(keys.signIns(playerUuid), () => callApi(playersApi.listSignIns), swrConfig);
}
