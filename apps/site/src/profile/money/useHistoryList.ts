import type { Pagination } from '@casino/contract';
import { dateRangeQuery, PAGE_SIZE, validateDateRange, type DateRangeQuery } from '@casino/rules';
import type { DateRange } from '@casino/ui/DateRangeFilter';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { translateValidation, tr } from '../../i18n/translate';
import { notify } from '../../notify/notify';
import { errorMessage } from '../../data/errors';

/** A page of a history list, as the platform answers it. */
export interface HistoryPage<Row> {
  transactions: Row[];
  pagination: Pagination;
}

/** What a history list asks the platform for: page, page size and the optional date range. */
export type HistoryRequest = { page: number; limit: number } & DateRangeQuery;

const emptyRange: DateRange = { from: null, until: null };

/**
 * State of a dated, paged history list (Transaction History, Bet History, Casino Bets):
 * the filter's dates and their messages (spec point 5: under each field with '*', range errors
 * also toasted), the applied range, the page, and the list fetched with SWR. A failed fetch toasts
 * 'Request failed' and clears the list (spec point 8).
 */
export function useHistoryList<Row>(key: string, fetchPage: (request: HistoryRequest) => Promise<HistoryPage<Row>>) {
  const [range, setRange] = useState<DateRange>(emptyRange);
  const [applied, setApplied] = useState<DateRangeQuery>({});
  const [page, setPage] = useState(1);
  const [errors, setErrors] = useState<{ from?: string; until?: string }>({});

  const list = useSWR(
    [key, page, applied.createdAtStart ?? null, applied.createdAtEnd ?? null],
    () => fetchPage({ page, limit: PAGE_SIZE, ...applied }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      keepPreviousData: true,
      onError: (error: unknown) => notify.error(errorMessage(error, tr('toast.requestFailed', 'Request failed'))),
    },
  );

  const submit = useCallback((value: DateRange) => {
    const found = validateDateRange(value.from, value.until, new Date());
    const next: { from?: string; until?: string } = {};
    if (found.fromDate) next.from = translateValidation(found.fromDate);
    if (found.untilDate) next.until = translateValidation(found.untilDate);
    if (found.range) {
      const message = translateValidation(found.range);
      next.from ??= message;
      next.until ??= message;
      notify.error(message);
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setApplied(dateRangeQuery(value.from, value.until));
    setPage(1);
  }, []);

  const reset = useCallback(() => {
    setRange(emptyRange);
    setErrors({});
    setApplied({});
    setPage(1);
  }, []);

  const reload = useCallback(() => void list.mutate(), [list]);

  const failed = Boolean(list.error);
  return {
    filter: { value: range, onChange: setRange, onSubmit: submit, onReset: reset, onReload: reload, errors },
    page,
    setPage,
    rows: failed ? [] : (list.data?.transactions ?? []),
    totalPages: failed ? 0 : (list.data?.pagination.totalPages ?? 0),
    loading: list.isLoading || list.isValidating,
    reload,
    applied,
  };
}
