import { kycApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { callApi } from '../../api/client';

/**
 * The player's KYC record, latest document of each type (GET /api/kyc/kyc-expiration-status). It is
 * read again when the player comes back to the tab, since reviews happen elsewhere.
 */
export function useKycRecord(playerUuid: string | undefined) {
  return useSWR(
    playerUuid ? ['kyc-record', playerUuid] : null,
    () => callApi(kycApi.getStatus, { query: { uuid: playerUuid ?? '', isLatest: true } }),
    { shouldRetryOnError: false },
  );
}
