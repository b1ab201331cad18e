import { clsx } from 'clsx';
import type { ReactElement, ReactNode } from 'react';
import { DateRangeFilter, type DateRangeFilterProps } from '../DateRangeFilter';
import { Pagination, type PaginationMessages } from '../Pagination';
import { Table, type TableProps } from '../Table';
import * as styles from './HistoryTable.css';

export interface HistoryTableProps<Row> extends Pick<
  TableProps<Row>,
  'columns' | 'rows' | 'getRowKey' | 'caption' | 'hideCaption' | 'loading' | 'emptyMessage'
> {
  /** The date filter above the table (From, Until, Reset, Submit, Reload): every prop of `DateRangeFilter`. */
  filter: DateRangeFilterProps;
  /** The page shown, from 1. */
  page: number;
  /** Number of pages of the list (0 when empty). */
  totalPages: number;
  /** Called with the page the player asks for. */
  onPageChange: (page: number) => void;
  /** Texts of the pagination, for translation. */
  paginationMessages?: Partial<PaginationMessages>;
  /** Content between the filter and the table, such as a status line. */
  children?: ReactNode;
  /** Extra class names. */
  className?: string;
}

/**
 * A paged history list (Transaction History, Bet History): the date filter, the table (stacked as
 * cards on phones, 'No Data Found' when empty) and the pagination bar. The app validates the dates
 * and fetches pages; this only lays them out and reports what the player asked for.
 */
export function HistoryTable<Row>({
  filter,
  page,
  totalPages,
  onPageChange,
  paginationMessages,
  children,
  className,
  loading = false,
  ...table
}: HistoryTableProps<Row>): ReactElement {
  return (
    <div className={clsx(styles.root, className)}>
      <DateRangeFilter loading={loading} {...filter} />
      {children}
      <Table {...table} loading={loading} loadingRowCount={10} stackOnMobile />
      {/* 'No Data Found' stands alone: no 'Page 1 of 1' under it. */}
      {(loading || table.rows.length > 0) && (
        <div className={styles.footer}>
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={onPageChange}
            disabled={loading}
            messages={paginationMessages}
          />
        </div>
      )}
    </div>
  );
}
