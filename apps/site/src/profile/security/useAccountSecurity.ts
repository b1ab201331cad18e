import { playersApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import { quiet } from '../../data/reference';

/** Whether two-factor sign-in is on for the signed-in player (null key while signed out). */
export function useTwoFactorStatus(playerUuid: string | undefined) {
  return useSWR(playerUuid ? ['two-factor', playerUuid] : null, () => callApi(playersApi.getTwoFactor), quiet);
}

/** The player's open sessions, the current one marked. */
export function useSessions(playerUuid: string | undefined) {
  return useSWR(playerUuid ? ['sessions', playerUuid] : null, () => callApi(playersApi.listSessions), quiet);
}

/** The last 20 sign-in attempts on the account. */
export function useSignIns(playerUuid: string | undefined) {
  return useSWR(playerUuid ? ['sign-ins', playerUuid] : null, () => callApi(playersApi.listSignIns), quiet);
}
