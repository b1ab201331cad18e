import { kycApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import { quiet } from '../../data/reference';

/** The player's KYC record, latest document of each type (GET /api/kyc/kyc-expiration-status). */
export function useKycRecord(playerUuid: string | undefined) {
  return useSWR(
    playerUuid ? ['kyc-record', playerUuid] : null,
    () => callApi(kycApi.getStatus, { query: { uuid: playerUuid ?? '', isLatest: true } }),
    quiet,
  );
}
