import { clsx } from 'clsx';
import {
  forwardRef,
  useCallback,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ForwardedRef,
  type Key,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import * as styles from './Table.css';

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Unique key of the column; without `cell`, the cell shows `row[key]`. */
  key: string;
  /** Header text; also the label shown before each value in the stacked mobile layout. */
  header: string;
  /** Renders the cell of a row; defaults to the row's value at `key`. */
  cell?(row: Row): ReactNode;
  /** Text alignment of the header and the cells: `end` for amounts. */
  align?: 'start' | 'center' | 'end';
  /** Width of the column (a CSS length, or pixels when a number). */
  width?: string | number;
  /** Lets long values wrap onto several lines; by default a value stays on one line and the table scrolls. */
  wrap?: boolean;
}

export interface TableProps<Row> {
  /** The columns, in display order. */
  columns: readonly TableColumn<Row>[];
  /** The rows to show; ignored while `loading`. */
  rows: readonly Row[];
  /** A stable key for each row, such as its id. */
  getRowKey(row: Row, index: number): Key;
  /** Names the table and its scroll region for assistive technology. */
  caption: string;
  /** Hides the caption visually; it still names the table. */
  hideCaption?: boolean;
  /** Shows skeleton rows instead of `rows` and marks the table busy. */
  loading?: boolean;
  /** How many skeleton rows to show while loading (use the page size). */
  loadingRowCount?: number;
  /** Shown in a single row when there are no rows. */
  emptyMessage?: ReactNode;
  /** At mobile widths, shows each row as a card with the header beside each value instead of scrolling sideways. */
  stackOnMobile?: boolean;
  /** Extra class names for the scroll container. */
  className?: string;
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  if (row === null || typeof row !== 'object') return null;
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  if (typeof value === 'object') return null;
  return String(value);
}

function widthStyle(width: string | number | undefined): CSSProperties | undefined {
  return width === undefined ? undefined : { width };
}

/**
 * Keeps the scroll region in the tab order only while it actually scrolls, so keyboard users can
 * reach hidden columns without meeting an empty tab stop otherwise. Focusable until measured.
 */
function useScrollable() {
  const [scrollable, setScrollable] = useState(true);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(node.scrollWidth > node.clientWidth);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
    if (node.firstElementChild) observer.current.observe(node.firstElementChild);
  }, []);
  return [ref, scrollable] as const;
}

function assignRef<T>(ref: ForwardedRef<T>, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

function TableInner<Row>(
  {
    columns,
    rows,
    getRowKey,
    caption,
    hideCaption = false,
    loading = false,
    loadingRowCount = 5,
    emptyMessage = 'No Data Found',
    stackOnMobile = false,
    className,
  }: TableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const captionId = useId();
  const [measureRef, scrollable] = useScrollable();
  const regionRef = useCallback(
    (node: HTMLDivElement | null) => {
      measureRef(node);
      assignRef(ref, node);
    },
    [measureRef, ref],
  );

  const cellClass = (column: TableColumn<Row>) =>
    clsx(
      styles.cell,
      styles.align[column.align ?? 'start'],
      !column.wrap && styles.noWrap,
      stackOnMobile && styles.stackedCell,
    );
  const rowClass = clsx(styles.row, stackOnMobile && styles.stackedRow);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRowCount }, (_, index) => (
      <tr key={index} className={rowClass} aria-hidden="true">
        {columns.map((column) => (
          <td key={column.key} className={cellClass(column)} data-label={stackOnMobile ? column.header : undefined}>
            <span className={styles.skeleton} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr className={rowClass}>
        <td
          colSpan={Math.max(columns.length, 1)}
          className={clsx(styles.emptyCell, stackOnMobile && styles.stackedEmptyCell)}
        >
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr key={getRowKey(row, index)} className={rowClass}>
        {columns.map((column) => (
          <td key={column.key} className={cellClass(column)} data-label={stackOnMobile ? column.header : undefined}>
            {column.cell ? column.cell(row) : defaultCell(row, column.key)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby={captionId}
      // The region scrolls sideways on narrow screens, so keyboard users must be able to focus it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrollable ? 0 : undefined}
      className={clsx(styles.region, className)}
    >
      <table className={clsx(styles.table, stackOnMobile && styles.stackedTable)} aria-busy={loading || undefined}>
        <caption
          id={captionId}
          className={clsx(styles.caption({ hidden: hideCaption }), stackOnMobile && styles.stackedCaption)}
        >
          {caption}
        </caption>
        <thead className={clsx(stackOnMobile && styles.stackedHead)}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={clsx(styles.headerCell, styles.align[column.align ?? 'start'])}
                style={widthStyle(column.width)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={clsx(stackOnMobile && styles.stackedBody)}>{body}</tbody>
      </table>
    </div>
  );
}

/**
 * A semantic data table: a caption, column headers, skeleton rows while loading and a message when
 * empty. Wide tables scroll sideways inside a focusable region; with `stackOnMobile` each row
 * becomes a labelled card at mobile widths instead.
 */
export const Table = forwardRef(TableInner) as <Row>(
  props: TableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
