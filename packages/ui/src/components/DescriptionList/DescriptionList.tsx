import { clsx } from 'clsx';
import { forwardRef, type Key, type ReactNode } from 'react';
import * as styles from './DescriptionList.css';

/** One term and its value in a {@link DescriptionList}. */
export interface DescriptionListItem {
  /** The name of the value ("Role", "Signed in"). */
  term: string;
  /** The value; an empty value shows `emptyText`. */
  description: ReactNode;
  /** A stable key when two items share a term. */
  key?: Key;
}

export interface DescriptionListProps {
  /** The terms and values, in order. */
  items: readonly DescriptionListItem[];
  /** `columns`: each term beside its value (wide screens); `stacked`: each term above its value. */
  layout?: 'columns' | 'stacked';
  /** Shown for a value that is null, undefined or an empty string. */
  emptyText?: string;
  /** Extra class names for the list. */
  className?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * Details of one thing as terms and values (a `<dl>`): a staff member, a session, a player's
 * identity. Terms beside their values, or above them; narrow screens always stack them.
 */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { items, layout = 'columns', emptyText = '—', className },
  ref,
) {
  return (
    <dl
      ref={ref}
      className={clsx(styles.list, layout === 'columns' && styles.columnsList, className)}
      data-layout={layout}
    >
      {items.map((item) => (
        <div key={item.key ?? item.term} className={clsx(styles.row, layout === 'columns' && styles.columnsRow)}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{isEmpty(item.description) ? emptyText : item.description}</dd>
        </div>
      ))}
    </dl>
  );
});
