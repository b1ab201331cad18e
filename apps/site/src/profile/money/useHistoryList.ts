import { dateRangeQuery, validateDateRange, type DateRangeQuery } from '@casino/rules';
import type { DateRange } from '@casino/ui/DateRangeFilter';
import { useCallback, useState } from 'react';
import { useHistoryPage, type HistoryPage, type HistoryRequest } from '../../data/history';
import type { HistoryList } from '../../data/keys';
import { translateValidation } from '../../i18n/translate';
import { notify } from '../../notify/notify';

const emptyRange: DateRange = { from: null, until: null };

/**
 * State of a dated, paged history list (Transaction History, Bet History, Casino Bets):
 * the filter's dates and their messages (spec point 5: under each field with '*', range errors
 * also toasted), the applied range, the page, and the list fetched with SWR. A failed fetch toasts
 * 'Request failed' and clears the list (spec point 8).
 */
export function useHistoryList<Row>(
  list: HistoryList,
  fetchPage: (request: HistoryRequest) => Promise<HistoryPage<Row>>,
) {
  const [range, setRange] = useState<DateRange>(emptyRange);
  const [applied, setApplied] = useState<DateRangeQuery>({});
  const [page, setPage] = useState(1);
  const [errors, setErrors] = useState<{ from?: string; until?: string }>({});

  const history = useHistoryPage(list, page, applied, fetchPage);

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

  const reload = useCallback(() => void history.mutate(), [history]);

  const failed = Boolean(history.error);
  return {
    filter: { value: range, onChange: setRange, onSubmit: submit, onReset: reset, onReload: reload, errors },
    page,
    setPage,
    rows: failed ? [] : (history.data?.transactions ?? []),
    totalPages: failed ? 0 : (history.data?.pagination.totalPages ?? 0),
    loading: history.isLoading || history.isValidating,
    reload,
    applied,
  };
}
