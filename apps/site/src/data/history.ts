import type { Pagination } from '@casino/contract';
import { PAGE_SIZE, type DateRangeQuery } from '@casino/rules';
import useSWR from 'swr';
import { keys, type HistoryList } from './keys';
import { swrConfig, toastFailure } from './swr';

/** A page of a history list, as the platform answers it. */
export interface HistoryPage<Row> {
  transactions: Row[];
  pagination: Pagination;
}

/** What a history list asks the platform for: page, page size and the optional date range. */
export type HistoryRequest = { page: number; limit: number } & DateRangeQuery;

/**
 * One page of a player's history list (Transaction History, Bet History, Casino Bets) in a date
 * range, ten rows a page. The previous page stays shown while the next loads; a failure toasts
 * 'Request failed' (or the server's message).
 */
export function useHistoryPage<Row>(
  list: HistoryList,
  page: number,
  range: DateRangeQuery,
  fetchPage: (request: HistoryRequest) => Promise<HistoryPage<Row>>,
) {
  return useSWR(
    keys.historyPage(list, page, range.createdAtStart, range.createdAtEnd),
    () => fetchPage({ page, limit: PAGE_SIZE, ...range }),
    { ...swrConfig, keepPreviousData: true, onError: toastFailure },
  );
}
