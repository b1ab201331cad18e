import { COMBINED_ACCOUNT_TYPE } from '../constants';

/** The wallet shown by default: the account of type 'combined', otherwise the first; null when there is none. */
export function selectedWallet<T extends { type?: string | null }>(
  accounts: readonly T[] | null | undefined,
): T | null {
  if (!accounts || accounts.length === 0) return null;
  return accounts.find((account) => account.type === COMBINED_ACCOUNT_TYPE) ?? accounts[0] ?? null;
}
