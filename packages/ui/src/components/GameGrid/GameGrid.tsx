import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  startTransition,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { gameTileCaptionRem, gameTileImageSize } from '../GameTile/gameTileSize';
import * as styles from './GameGrid.css';

/** Above this many items a grid is virtualised unless `virtualize` says otherwise. */
export const gameGridVirtualizeThreshold = 60;

export interface GameGridProps<T> extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'role'> {
  /** The games (or anything else) to lay out, in order. An empty list renders nothing: show your empty message instead. */
  items: readonly T[];
  /** Draws one item, usually a `GameTile` (or a `GameTileSkeleton`). */
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * A stable key per item, such as the game's id. A virtualised grid keys its tiles by their place
   * instead: when the items change, each place keeps its elements and shows its new item.
   */
  getKey: (item: T, index: number) => Key;
  /** The list's accessible name, e.g. 'Slots' or 'Search results'. */
  label: string;
  /**
   * `grid` (default): rows of 4 columns on wide screens (1200px and up), 2 below. `row`: one horizontally
   * scrolling row of tiles of about the same width (never virtualised).
   */
  layout?: 'grid' | 'row';
  /**
   * Render only the rows near the viewport (window scrolling), for catalogues of thousands of games. On by
   * default above 60 items. List semantics stay (`aria-setsize`, `aria-posinset`) and Tab moves through the
   * rendered tiles; the row holding focus is never unmounted. Rendered on a server, it shows its first 12
   * tiles as a plain grid, and the page hydrates that before the virtual list takes over.
   */
  virtualize?: boolean;
}

/**
 * A responsive grid (or row) of game tiles as a list. Large lists are virtualised by rows, so a
 * 10,000-game catalogue renders only what is on screen.
 */
export function GameGrid<T>({ items, layout = 'grid', virtualize, className, ...rest }: GameGridProps<T>) {
  const inBrowser = useInBrowser();
  if (items.length === 0) return null;
  const virtual = layout === 'grid' && (virtualize ?? items.length > gameGridVirtualizeThreshold);
  if (virtual && inBrowser) return <VirtualGameGrid items={items} className={className} {...rest} />;
  // A virtual list needs the window: a page rendered on a server (and hydrated) shows the first
  // tiles as a plain grid, and the virtual list takes over once the page is live.
  const shown = virtual ? items.slice(0, gameGridFirstItems) : items;
  const { renderItem, getKey, label, ...attributes } = rest;
  const row = layout === 'row';
  return (
    // Safari drops list semantics from a list without bullets unless the role is explicit.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" aria-label={label} className={clsx(row ? styles.row : styles.grid, className)} {...attributes}>
      {shown.map((item, index) => (
        <li key={getKey(item, index)} className={row ? styles.rowItem : styles.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

/** How many tiles of a virtual grid a server renders: a first screen on any display. */
const gameGridFirstItems = 12;

/**
 * False on the server and while the page hydrates, true after. The switch is a transition, so
 * React renders the virtual grid in slices that yield to the browser (as an external store's
 * switch it was one synchronous render of the whole lobby after hydration: issue 33, a task of
 * ~500 ms on a phone).
 */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  // Two-pass rendering (react.dev, hydrateRoot).
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return inBrowser;
}

interface Measured {
  columns: number;
  width: number;
  gap: number;
  /** The list's distance from the top of the document: the virtualizer's scroll margin. */
  offset: number;
  rootFontSize: number;
}

const columnsProperty = styles.columns.replace(/^var\((--[^,)]+).*$/, '$1');

function measure(list: HTMLElement): Measured {
  const style = getComputedStyle(list);
  return {
    columns: Math.max(1, Number.parseInt(style.getPropertyValue(columnsProperty), 10) || 2),
    width: list.clientWidth,
    gap: Number.parseFloat(style.rowGap) || 0,
    offset: Math.round(list.getBoundingClientRect().top + window.scrollY),
    rootFontSize: Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16,
  };
}

const sameMeasure = (a: Measured, b: Measured) =>
  a.columns === b.columns &&
  a.width === b.width &&
  a.gap === b.gap &&
  a.offset === b.offset &&
  a.rootFontSize === b.rootFontSize;

function VirtualGameGrid<T>({
  items,
  renderItem,
  // Tiles are keyed by their place in the row (below), not by item.
  getKey: _getKey,
  label,
  className,
  style,
  ...attributes
}: Omit<GameGridProps<T>, 'layout' | 'virtualize'>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measured>({ columns: 2, width: 0, gap: 16, offset: 0, rootFontSize: 16 });
  const focusedRow = useRef<number | null>(null);

  // Columns come from the CSS (media queries), sizes from the list box: re-read whenever either may change.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setMeasured((previous) => {
        const next = measure(list);
        return sameMeasure(previous, next) ? previous : next;
      });
    update();
    // Measured in the next frame: re-rendering inside the observer's callback would resize what it observes.
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(list);
    // Content above the list that grows or shrinks moves it: the document's size changes then.
    observer?.observe(document.documentElement);
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, []);

  const { columns, width, gap, offset, rootFontSize } = measured;
  const rowCount = Math.ceil(items.length / columns);
  const tileWidth = (width - gap * (columns - 1)) / columns;
  // A tile is its 4:3 image, the fixed caption and a 1px border above and below; rows are then measured.
  const rowEstimate =
    width > 0
      ? (tileWidth * gameTileImageSize.height) / gameTileImageSize.width + gameTileCaptionRem * rootFontSize + 2
      : 240;

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowEstimate,
    // A row measured 0 is hidden (a closed panel, no layout): counting it as 0 would render every row.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || rowEstimate,
    overscan: 1,
    gap,
    scrollMargin: offset,
    rangeExtractor,
    useAnimationFrameWithResizeObserver: true,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowEstimate, columns]);

  // Remember the row holding focus, so scrolling it out of view does not unmount it and drop focus.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const index = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
      focusedRow.current = index ? Number(index.dataset.index) : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && list.contains(event.relatedTarget))) focusedRow.current = null;
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={clsx(styles.virtualList, className)}
      style={{ ...style, height: virtualizer.getTotalSize() }}
      {...attributes}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            role="none"
            data-index={row.index}
            className={clsx(styles.grid, styles.virtualRow)}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {items.slice(first, first + columns).map((item, offsetInRow) => {
              const index = first + offsetInRow;
              return (
                // Keyed by place: when the items change (a search keystroke), each place keeps its
                // elements and only what differs is written, instead of every tile being rebuilt.
                <div
                  key={offsetInRow}
                  role="listitem"
                  aria-setsize={items.length}
                  aria-posinset={index + 1}
                  className={styles.item}
                >
                  {renderItem(item, index)}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
