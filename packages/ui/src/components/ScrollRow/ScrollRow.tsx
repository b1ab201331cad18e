import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { Icon } from '../../private/formIcons';
import * as gridStyles from '../GameGrid/GameGrid.css';
import { IconButton } from '../IconButton';
import * as styles from './ScrollRow.css';

/** Every text of {@link ScrollRow}. */
export interface ScrollRowMessages {
  /** Names the arrow that scrolls back, e.g. 'Previous games'. */
  previous: string;
  /** Names the arrow that scrolls on. */
  next: string;
}

export const defaultScrollRowMessages: ScrollRowMessages = { previous: 'Scroll back', next: 'Scroll on' };

export interface ScrollRowProps<T> {
  /** The items, in order; an empty list renders nothing. */
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** The list's accessible name, e.g. 'Top Games'. */
  label: string;
  /** Texts, merged over the English defaults. */
  messages?: Partial<ScrollRowMessages>;
  className?: string;
}

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <Icon>
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </Icon>
);

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * One horizontally scrolling row of tiles (the lobby's category rows): a list that snaps to its
 * tiles, swipes on touch screens and scrolls with the trackpad, with arrow buttons on wider screens
 * that move it a screenful. Each tile stays in the Tab order (focus scrolls it into view); an arrow
 * is hidden while the row cannot scroll its way.
 */
export function ScrollRow<T>({ items, renderItem, getKey, label, messages, className }: ScrollRowProps<T>) {
  const text = { ...defaultScrollRowMessages, ...messages };
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    // The observer's first call (once the row is laid out) measures it: measuring here would force
    // a layout of the page inside the commit's task (issue 33: ~50 ms per lobby row on a phone).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, items.length]);

  const scroll = (direction: -1 | 1) => {
    const element = list.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  if (items.length === 0) return null;
  return (
    <div className={clsx(styles.root, className)}>
      <IconButton
        label={text.previous}
        icon={<Chevron direction="left" />}
        variant="secondary"
        className={clsx(styles.arrow, styles.previous)}
        hidden={edges.start}
        onClick={() => scroll(-1)}
      />
      {/* Safari drops list semantics from a list without bullets unless the role is explicit. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul ref={list} role="list" aria-label={label} className={gridStyles.row}>
        {items.map((item, index) => (
          <li key={getKey(item, index)} className={gridStyles.rowItem}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <IconButton
        label={text.next}
        icon={<Chevron direction="right" />}
        variant="secondary"
        className={clsx(styles.arrow, styles.next)}
        hidden={edges.end}
        onClick={() => scroll(1)}
      />
    </div>
  );
}
