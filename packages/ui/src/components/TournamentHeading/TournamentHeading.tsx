import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TournamentHeading.css';

/** Every text of {@link TournamentHeading}. */
export interface TournamentHeadingMessages {
  /** Announced after the count badge: '(12 events)'. */
  eventCount: (count: number) => string;
}

export const defaultTournamentHeadingMessages: TournamentHeadingMessages = {
  eventCount: (count) => `(${count} ${count === 1 ? 'event' : 'events'})`,
};

export interface TournamentHeadingProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Tournament name: 'Premier League'. */
  name: string;
  /** Where it is played, shown before the name in smaller text: 'Soccer · England'. */
  category?: string;
  /** Number of events listed under it, shown in a badge. */
  count?: number;
  /** Outline level of the heading, to fit the page (3 by default). */
  level?: 2 | 3 | 4 | 5;
  /** A decorative icon before the name (a sport or flag icon). */
  icon?: ReactNode;
  /** Texts, merged over the English defaults (`defaultTournamentHeadingMessages`). */
  messages?: Partial<TournamentHeadingMessages>;
}

/** The heading over a tournament's events on the sports page. */
export const TournamentHeading = forwardRef<HTMLDivElement, TournamentHeadingProps>(function TournamentHeading(
  { name, category, count, level = 3, icon, messages, className, ...rest },
  ref,
) {
  const text = { ...defaultTournamentHeadingMessages, ...messages };
  const Element = `h${level}` as const;
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Element className={styles.heading}>
        {category && (
          <>
            <span className={styles.category}>{category}</span>{' '}
          </>
        )}
        {/* The count stays beside the name: on a phone it wrapped onto a line of its own. */}
        <span className={styles.nameWithCount}>
          <span className={styles.name}>{name}</span>
          {count !== undefined && (
            <>
              {' '}
              <span className={styles.count} aria-hidden="true">
                {count}
              </span>
              <VisuallyHidden>{text.eventCount(count)}</VisuallyHidden>
            </>
          )}
        </span>
      </Element>
    </div>
  );
});
