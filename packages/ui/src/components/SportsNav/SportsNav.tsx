import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SportsNav.css';

/** A sport with its event counts. */
export interface SportCount {
  /** Sport id (a slug): 'soccer', 'table-tennis'. */
  id: string;
  /** Name as shown: 'Soccer', 'Table Tennis'. */
  name: string;
  /** Events in play now. */
  live: number;
  /** Events not started yet. */
  prematch: number;
  /** Decorative icon before the name. */
  icon?: ReactNode;
}

/** Every text of {@link SportsNav}. */
export interface SportsNavMessages {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Announced counts of a sport: '(2 live, 14 prematch)'. */
  counts: (live: number, prematch: number) => string;
  /** Short badge text before the live count. */
  live: string;
}

export const defaultSportsNavMessages: SportsNavMessages = {
  label: 'Sports',
  counts: (live, prematch) => `(${live} live, ${prematch} prematch)`,
  live: 'Live',
};

export interface SportsNavProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> {
  /** The sports, in order. */
  sports: readonly SportCount[];
  /** The id of the sport shown on the page; it gets `aria-current`. */
  selectedId?: string;
  /** Called with a sport's id when the player picks it. */
  onSelect?: (id: string) => void;
  /** Texts, merged over the English defaults (`defaultSportsNavMessages`). */
  messages?: Partial<SportsNavMessages>;
}

/**
 * The list of sports of the sportsbook with their live and prematch event counts. A column
 * beside the events on wide screens; on phones a row that scrolls sideways.
 */
export const SportsNav = forwardRef<HTMLElement, SportsNavProps>(function SportsNav(
  { sports, selectedId, onSelect, messages, className, ...rest },
  ref,
) {
  const text = { ...defaultSportsNavMessages, ...messages };
  return (
    <nav ref={ref} aria-label={text.label} className={clsx(styles.nav, className)} {...rest}>
      <ul className={styles.list}>
        {sports.map((sport) => (
          <li key={sport.id} className={styles.item}>
            <button
              type="button"
              className={styles.entry}
              aria-current={sport.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect?.(sport.id)}
            >
              {sport.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {sport.icon}
                </span>
              )}
              <span className={styles.name}>{sport.name}</span>
              <span className={styles.counts} aria-hidden="true">
                {sport.live > 0 && (
                  <span className={styles.live}>
                    {text.live} {sport.live}
                  </span>
                )}
                <span className={styles.total}>{sport.prematch}</span>
              </span>{' '}
              <VisuallyHidden>{text.counts(sport.live, sport.prematch)}</VisuallyHidden>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
