import type { Currency, Language, PageDescription } from '@casino/contract';
import { authApi } from '@casino/contract/routes';
import useSWR from 'swr';
import { callApi } from '../api/client';
import { keys } from './keys';
import { orEmpty, swrConfig, type DataQuery } from './swr';

/** The platform's languages; a failure is only logged (spec point 8): the list stays empty. */
export const languagesData = (): DataQuery<Language[]> => ({
  key: keys.languages(),
  fetch: orEmpty('Languages', () => callApi(authApi.listLanguages), []),
});

/** The content pages of a language (footer links, /pages). */
export const pageDescriptionsData = (lanCode: string): DataQuery<PageDescription[]> => ({
  key: keys.pageDescriptions(lanCode),
  fetch: () => callApi(authApi.listPageDescriptions, { query: { lanCode } }),
});

/** Languages offered in the selectors. */
export function useLanguages(): Language[] {
  const { key, fetch } = languagesData();
  const { data } = useSWR(key, fetch, swrConfig);
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
  const { key, fetch } = pageDescriptionsData(lanCode);
  return useSWR<PageDescription[], Error>(key, fetch, swrConfig);
}

/** One content page's name and HTML in a language (/pages?pageId=); nothing is asked without a page id. */
export function usePageDescription(pageId: number | null, lanCode: string) {
  return useSWR(
    keys.pageDescription(pageId, lanCode),
    () => callApi(authApi.getPageDescription, { query: { pageId: pageId ?? 0, lanCode } }),
    { ...swrConfig, keepPreviousData: true },
  );
}
