import { Heading } from '@casino/ui/Heading';
import { HistoryTable } from '@casino/ui/HistoryTable';
import { Stack } from '@casino/ui/Stack';
import { type DateRangeFilterMessages } from '@casino/ui/DateRangeFilter';
import { type TableColumn } from '@casino/ui/Table';
import type { ReactNode } from 'react';
import type { useHistoryList } from './useHistoryList';
import { useHistoryMessages } from './useHistoryMessages';

interface HistoryPanelProps<Row> {
  /** The panel's heading, also the table's caption. */
  title: string;
  columns: TableColumn<Row>[];
  /** The list's state from `useHistoryList`. */
  list: ReturnType<typeof useHistoryList<Row>>;
  getRowKey: (row: Row) => string | number;
  /** Labels of the filter that differ from the history lists' (Casino Bets says From/To). */
  filterLabels?: Partial<DateRangeFilterMessages>;
  /** What follows the table, e.g. a dialog. */
  children?: ReactNode;
}

/** A dashboard history panel: heading, date filter, table and pagination, in the player's language. */
export function HistoryPanel<Row>({ title, columns, list, getRowKey, filterLabels, children }: HistoryPanelProps<Row>) {
  const { t, dateLocale, filter, pagination } = useHistoryMessages();
  return (
    <Stack gap="lg">
      <Heading level={2}>{title}</Heading>
      <HistoryTable
        caption={title}
        hideCaption
        columns={columns}
        rows={list.rows}
        getRowKey={getRowKey}
        loading={list.loading}
        emptyMessage={t('transactions.empty')}
        page={list.page}
        totalPages={list.totalPages}
        onPageChange={list.setPage}
        paginationMessages={pagination}
        filter={{ ...list.filter, locale: dateLocale, messages: { ...filter, ...filterLabels } }}
      />
      {children}
    </Stack>
  );
}
