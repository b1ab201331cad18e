import { paymentsApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { callApi } from '../api/client';
import { keys } from './keys';
import { swrConfig } from './swr';

/** Whether the player can withdraw, and what stops them (e-mail, KYC, a bonus in progress). */
export function useWithdrawalStatus(playerUuid: string | undefined) {
  return useSWR(keys.withdrawalStatus(playerUuid), () => callApi(paymentsApi.withdrawalStatus), swrConfig);
}

/** The coins a player can withdraw to, with their networks. */
export function useWithdrawCoins() {
  return useSWR(keys.withdrawCoins(), () => callApi(paymentsApi.listCoins), swrConfig);
}

/** The network fees of every coin, network and fee level. */
export function useNetworkFees() {
  return useSWR(keys.withdrawFees(), () => callApi(paymentsApi.listNetworkFees, { query: {} }), swrConfig);
}
