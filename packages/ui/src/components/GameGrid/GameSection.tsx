import { clsx } from 'clsx';
import { createElement, forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { ArrowRightIcon } from '../../private/lobbyIcons';
import { Heading } from '../Heading';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './GameGrid.css';

/** Every text of {@link GameSection}. */
export interface GameSectionMessages {
  /** The visible text of the 'View all' action. */
  viewAll: string;
  /** Its accessible name, which tells the sections' actions apart; it starts with the visible text. */
  viewAllLabel: (title: string) => string;
}

export const defaultGameSectionMessages: GameSectionMessages = {
  viewAll: 'View all',
  viewAllLabel: (title) => `View all ${title}`,
};

export interface GameSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading, e.g. 'Slots' or 'Favorites'; it also names the section landmark. */
  title: string;
  /** The heading's outline level: 2 by default (under the page's `h1`). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Where the 'View all' link goes (e.g. the category's tab). Takes precedence over `onViewAll`. */
  viewAllHref?: string;
  /** Shows 'View all' as a button calling this, when there is no `viewAllHref`. */
  onViewAll?: () => void;
  /** Texts, merged over the English defaults (`defaultGameSectionMessages`). */
  messages?: Partial<GameSectionMessages>;
  /** The games: a `GameGrid` (grid or `layout="row"`), or a message when there are none. */
  children: ReactNode;
}

/** A titled block of the lobby: a heading, an optional 'View all' action, then its games. */
export const GameSection = forwardRef<HTMLElement, GameSectionProps>(function GameSection(
  { title, headingLevel = 2, viewAllHref, onViewAll, messages, className, children, ...rest },
  ref,
) {
  const text = { ...defaultGameSectionMessages, ...messages };
  const headingId = useId();
  const linkComponent = useLinkComponent();
  const actionContent = (
    <>
      {text.viewAll}
      <ArrowRightIcon />
    </>
  );
  const actionProps = { className: styles.viewAll, 'aria-label': text.viewAllLabel(title) };
  return (
    <section ref={ref} aria-labelledby={headingId} className={clsx(styles.section, className)} {...rest}>
      <div className={styles.sectionHeader}>
        <Heading id={headingId} level={headingLevel} size="lg" truncate>
          {title}
        </Heading>
        {viewAllHref !== undefined
          ? createElement(linkComponent, { ...actionProps, href: viewAllHref }, actionContent)
          : onViewAll && (
              <button type="button" {...actionProps} onClick={onViewAll}>
                {actionContent}
              </button>
            )}
      </div>
      {children}
    </section>
  );
});
