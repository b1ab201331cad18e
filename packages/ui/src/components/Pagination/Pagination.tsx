import { clsx } from 'clsx';
import { forwardRef, useLayoutEffect, useRef } from 'react';
import { useControllableState } from '../../private/dataControllableState';
import { Button } from '../Button';
import * as styles from './Pagination.css';

/** Every text of {@link Pagination}: accessible names of the buttons and the page status. */
export interface PaginationMessages {
  /** Accessible name of the `nav` landmark. */
  label: string;
  /** Accessible name of the first-page icon button. */
  first: string;
  /** Text of the previous-page button. */
  previous: string;
  /** Text of the next-page button. */
  next: string;
  /** Accessible name of the last-page icon button. */
  last: string;
  /** The status between the buttons. */
  pageOf: (page: number, total: number) => string;
}

export const defaultPaginationMessages: PaginationMessages = {
  label: 'Pagination',
  first: 'First page',
  previous: 'Previous',
  next: 'Next',
  last: 'Last page',
  pageOf: (page, total) => `Page ${page} of ${total}`,
};

export interface PaginationProps {
  /** The current page, 1-based (controlled). Out-of-range values are clamped to `1..totalPages`. */
  page?: number;
  /** The first page shown when `page` is not controlled. */
  defaultPage?: number;
  /**
   * The number of pages. With 0 pages (no results) the bar still shows 'Page 1 of 1' with every
   * button disabled, so the layout does not jump while results load or when a filter matches nothing.
   */
  totalPages: number;
  /** Called with the requested page when a button is pressed. */
  onPageChange?: (page: number) => void;
  /** Disables every button, e.g. while a page loads. */
  disabled?: boolean;
  /** Texts, for translation; English defaults in `defaultPaginationMessages`. */
  messages?: Partial<PaginationMessages>;
  /** Extra class names for the `nav` element. */
  className?: string;
}

const Chevron = ({ direction, double = false }: { direction: 'left' | 'right'; double?: boolean }) => (
  <svg
    className={styles.icon}
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    style={direction === 'right' ? { transform: 'scaleX(-1)' } : undefined}
  >
    {double ? <path d="M11 17l-5-5 5-5M18 17l-5-5 5-5" /> : <path d="M15 18l-6-6 6-6" />}
  </svg>
);

/** Normalises the page count: at least one page, whole numbers only. */
export function clampPagination(page: number, totalPages: number): { page: number; total: number } {
  const total = Number.isFinite(totalPages) ? Math.max(1, Math.floor(totalPages)) : 1;
  const current = Number.isFinite(page) ? Math.min(Math.max(1, Math.floor(page)), total) : 1;
  return { page: current, total };
}

type Step = 'first' | 'previous' | 'next' | 'last';

/**
 * Page navigation for paged lists: first, Previous, 'Page X of Y', Next, last. Buttons that would
 * leave the range are disabled; when the focused button becomes disabled, focus moves to the
 * nearest step in the other direction so keyboard users are not dropped to the page.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { page: pageProp, defaultPage = 1, totalPages, onPageChange, disabled = false, messages, className },
  ref,
) {
  const text = { ...defaultPaginationMessages, ...messages };
  const [rawPage, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const { page, total } = clampPagination(rawPage, totalPages);
  const empty = !Number.isFinite(totalPages) || totalPages < 1;

  const buttons = useRef<Partial<Record<Step, HTMLButtonElement | null>>>({});
  const lastStep = useRef<Step | null>(null);

  const atStart = disabled || empty || page <= 1;
  const atEnd = disabled || empty || page >= total;

  useLayoutEffect(() => {
    const step = lastStep.current;
    const pressed = step ? buttons.current[step] : null;
    if (!pressed || !pressed.disabled) return;
    const active = document.activeElement;
    if (active !== pressed && active !== document.body && active !== null) return;
    const fallback = step === 'first' || step === 'previous' ? buttons.current.next : buttons.current.previous;
    if (fallback && !fallback.disabled) fallback.focus();
    lastStep.current = null;
  }, [page, total, atStart, atEnd]);

  const press = (step: Step, target: number) => {
    lastStep.current = step;
    setPage(target);
  };

  return (
    <nav ref={ref} aria-label={text.label} className={clsx(styles.nav, className)}>
      <ul className={styles.list}>
        <li>
          <Button
            ref={(node) => {
              buttons.current.first = node;
            }}
            variant="secondary"
            size="sm"
            className={styles.iconButton}
            aria-label={text.first}
            disabled={atStart}
            onClick={() => press('first', 1)}
          >
            <Chevron direction="left" double />
          </Button>
        </li>
        <li>
          <Button
            ref={(node) => {
              buttons.current.previous = node;
            }}
            variant="secondary"
            size="sm"
            className={styles.stepButton}
            disabled={atStart}
            onClick={() => press('previous', page - 1)}
            startIcon={<Chevron direction="left" />}
          >
            <span className={styles.stepLabel}>{text.previous}</span>
          </Button>
        </li>
        <li className={styles.status} aria-live="polite" aria-atomic="true">
          {text.pageOf(page, total)}
        </li>
        <li>
          <Button
            ref={(node) => {
              buttons.current.next = node;
            }}
            variant="secondary"
            size="sm"
            className={styles.stepButton}
            disabled={atEnd}
            onClick={() => press('next', page + 1)}
            endIcon={<Chevron direction="right" />}
          >
            <span className={styles.stepLabel}>{text.next}</span>
          </Button>
        </li>
        <li>
          <Button
            ref={(node) => {
              buttons.current.last = node;
            }}
            variant="secondary"
            size="sm"
            className={styles.iconButton}
            aria-label={text.last}
            disabled={atEnd}
            onClick={() => press('last', total)}
          >
            <Chevron direction="right" double />
          </Button>
        </li>
      </ul>
    </nav>
  );
});
