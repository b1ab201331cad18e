import type { Currency, Language, PageDescription } from '@casino/contract';
import { authApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { callApi } from '../api/client';
import { keys } from './keys';
import { orEmpty, swrConfig } from './swr';

/** Languages offered in the selectors. A failure is only logged (spec point 8): the list stays empty. */
export function useLanguages(): Language[] {
  const { data } = useSWR(
    keys.languages(),
    orEmpty('Languages', () => callApi(authApi.listLanguages), []),
    swrConfig,
  );
  return (data ?? []).filter((language) => language.status && language.enable);
}

/** Currencies a player can sign up with; empty (logged) on failure. */
export function useCurrencies(enabled = true): Currency[] {
  const { data } = useSWR(
    enabled ? keys.currencies() : null,
    orEmpty('Currencies', () => callApi(authApi.listCurrencies), []),
    swrConfig,
  );
  return data ?? [];
}

/** The content pages of a language (footer links, /pages). */
export function usePageDescriptions(lanCode: string) {
  return useSWR<PageDescription[], Error>(
    keys.pageDescriptions(lanCode),
    () => callApi(authApi.listPageDescriptions, { query: { lanCode } }),
    swrConfig,
  );
}

/** One content page's name and HTML in a language (/pages?pageId=); nothing is asked without a page id. */
export function usePageDescription(pageId: number | null, lanCode: string) {
  return useSWR(
    keys.pageDescription(pageId, lanCode),
    () => callApi(authApi.getPageDescription, { query: { pageId: pageId ?? 0, lanCode } }),
    { ...swrConfig, keepPreviousData: true },
  );
}
