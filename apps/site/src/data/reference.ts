import type { Currency, Language, PageDescription } from '@casino/contract';
import { authApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { callApi } from '../api/client';

/** SWR options of reference data: no refetch on focus, no retry (a failure is handled once). */
export const quiet = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * Languages offered in the selectors. A failure is only logged (spec point 8): the list stays
 * empty.
 */
export function useLanguages(): Language[] {
  const { data } = useSWR(
    'languages',
    () =>
      callApi(authApi.listLanguages).catch((error: unknown) => {
        console.warn('Languages could not be loaded', error);
        return [];
      }),
    quiet,
  );
  return (data ?? []).filter((language) => language.status && language.enable);
}

/** Currencies a player can sign up with; empty (logged) on failure. */
export function useCurrencies(enabled = true): Currency[] {
  const { data } = useSWR(
    enabled ? 'currencies' : null,
    () =>
      callApi(authApi.listCurrencies).catch((error: unknown) => {
        console.warn('Currencies could not be loaded', error);
        return [];
      }),
    quiet,
  );
  return data ?? [];
}

/** The content pages of a language (footer links, /pages). */
export function usePageDescriptions(lanCode: string) {
  return useSWR<PageDescription[], Error>(
    ['page-descriptions', lanCode],
    () => callApi(authApi.listPageDescriptions, { query: { lanCode } }),
    quiet,
  );
}
