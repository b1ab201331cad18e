import { forwardRef, type HTMLAttributes } from 'react';
import { GameGrid, GameSection } from '../GameGrid';
import { GameTileSkeleton } from '../GameTile';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './LobbySkeleton.css';

/** The sections of the placeholder lobby (spec point 2), by key. */
export type LobbySkeletonSectionKey = 'top' | 'new' | 'popular' | 'slots' | 'jackpots' | 'live' | 'all';

/** One section of the skeleton: which heading, how many tiles, laid out how. */
export interface LobbySkeletonSection {
  /** Which section (its title comes from `messages`). */
  key: LobbySkeletonSectionKey;
  /** The number of placeholder tiles. */
  count: number;
  /** A `grid` like `GameGrid`'s (default) or one horizontal `row`. */
  layout?: 'grid' | 'row';
}

/**
 * The spec's tile counts (3, 4, 8, 20) given out so that every grid section fills whole rows at 4 and at
 * 2 columns: Top Games is the one featured row of 3 (a sideways strip, which has no empty cell), New
 * Games one grid row (4), Popular Games two (8), the category previews Slots, Jackpots and Live Games one
 * row each (4), and All Games the long list (20).
 */
export const defaultLobbySkeletonSections: readonly LobbySkeletonSection[] = [
  { key: 'top', count: 3, layout: 'row' },
  { key: 'new', count: 4 },
  { key: 'popular', count: 8 },
  { key: 'slots', count: 4 },
  { key: 'jackpots', count: 4 },
  { key: 'live', count: 4 },
  { key: 'all', count: 20 },
];

/** Every text of {@link LobbySkeleton}: the status and the section headings. */
export interface LobbySkeletonMessages extends Record<LobbySkeletonSectionKey, string> {
  /** The visually hidden status announced while the lobby loads. */
  loading: string;
}

export const defaultLobbySkeletonMessages: LobbySkeletonMessages = {
  loading: 'Loading games',
  top: 'Top Games',
  new: 'New Games',
  popular: 'Popular Games',
  slots: 'Slots',
  jackpots: 'Jackpots',
  live: 'Live Games',
  all: 'All Games',
};

export interface LobbySkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The sections and their tile counts; `defaultLobbySkeletonSections` by default. */
  sections?: readonly LobbySkeletonSection[];
  /** The outline level of the section headings: 2 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Texts, merged over the English defaults (`defaultLobbySkeletonMessages`). */
  messages?: Partial<LobbySkeletonMessages>;
}

const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The placeholder lobby, used while games load: headed sections of `GameTileSkeleton`s in the very grid
 * `GameGrid` draws, so the page keeps its layout when the games arrive. The sections are `aria-busy` and
 * a visually hidden status says the games are loading.
 */
export const LobbySkeleton = forwardRef<HTMLDivElement, LobbySkeletonProps>(function LobbySkeleton(
  { sections = defaultLobbySkeletonSections, headingLevel = 2, messages, className, ...rest },
  ref,
) {
  const text = { ...defaultLobbySkeletonMessages, ...messages };
  return (
    <div ref={ref} className={className} {...rest}>
      <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
      <div className={styles.sections} aria-busy="true">
        {sections.map((section) => (
          <GameSection key={section.key} title={text[section.key]} headingLevel={headingLevel}>
            <GameGrid
              items={indexes(section.count)}
              getKey={(index) => index}
              renderItem={() => <GameTileSkeleton />}
              label={text[section.key]}
              layout={section.layout}
              virtualize={false}
              aria-hidden="true"
            />
          </GameSection>
        ))}
      </div>
    </div>
  );
});
