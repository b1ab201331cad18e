import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useControllableState } from '../../private/dataControllableState';
import { StarIcon, TrophyIcon } from '../../private/sportsbookIcons';
import type { SportCount } from '../SportsNav';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PopularEvents.css';

/** A featured tournament of the panel. */
export interface FeaturedTournament {
  id: string;
  /** 'Champions League'. */
  name: string;
  /** Sport and country, shown under the name: 'Soccer · Europe'. */
  category?: string;
  /** Events in the tournament. */
  count?: number;
  /** Decorative icon; a trophy by default. */
  icon?: ReactNode;
}

/** Live or prematch events. */
export type EventsMode = 'live' | 'prematch';

/** Every text of {@link PopularEvents}. */
export interface PopularEventsMessages {
  title: string;
  favorites: string;
  live: string;
  prematch: string;
  /** Accessible name of the Live / Prematch tab strip. */
  modes: string;
  /** Accessible name of the featured tournaments list. */
  featured: string;
  /** Announced count after a name: '(12 events)'. */
  eventCount: (count: number) => string;
  /** Shown in a tab without events. */
  empty: string;
}

export const defaultPopularEventsMessages: PopularEventsMessages = {
  title: 'Popular events',
  favorites: 'Favorites',
  live: 'Live',
  prematch: 'Prematch',
  modes: 'Live or prematch',
  featured: 'Featured tournaments',
  eventCount: (count) => `(${count} ${count === 1 ? 'event' : 'events'})`,
  empty: 'No events right now',
};

export interface PopularEventsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The featured tournaments (the product shows two). */
  featured: readonly FeaturedTournament[];
  /** The sports with their live and prematch counts; each tab lists the sports that have events of its kind. */
  sports: readonly SportCount[];
  /** Number of the player's favourite events, shown beside Favorites. */
  favoritesCount?: number;
  /** The selected tab (controlled); `defaultMode` when uncontrolled ('live' by default). */
  mode?: EventsMode;
  defaultMode?: EventsMode;
  onModeChange?: (mode: EventsMode) => void;
  /** Called when the player picks a sport in a tab, with that tab's mode. */
  onSelectSport?: (sportId: string, mode: EventsMode) => void;
  /** Called when the player picks a featured tournament. */
  onSelectTournament?: (tournamentId: string) => void;
  /** Called when the player picks Favorites. */
  onSelectFavorites?: () => void;
  /** Texts, merged over the English defaults (`defaultPopularEventsMessages`). */
  messages?: Partial<PopularEventsMessages>;
}

function Count({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>{' '}
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/**
 * The 'Popular events' panel: two featured tournaments, Favorites, and Live and Prematch tabs
 * listing the sports with their event counts.
 */
export const PopularEvents = forwardRef<HTMLElement, PopularEventsProps>(function PopularEvents(
  {
    featured,
    sports,
    favoritesCount,
    mode,
    defaultMode = 'live',
    onModeChange,
    onSelectSport,
    onSelectTournament,
    onSelectFavorites,
    messages,
    className,
    ...rest
  },
  ref,
) {
  const text = { ...defaultPopularEventsMessages, ...messages };
  const titleId = useId();
  const [current, setCurrent] = useControllableState<EventsMode>(mode, defaultMode, onModeChange);
  const total = (key: EventsMode) => sports.reduce((sum, sport) => sum + sport[key], 0);
  return (
    <section ref={ref} aria-labelledby={titleId} className={clsx(styles.panel, className)} {...rest}>
      <h2 id={titleId} className={styles.title}>
        {text.title}
      </h2>
      <ul className={styles.featured} aria-label={text.featured}>
        {featured.map((tournament) => (
          <li key={tournament.id}>
            <button type="button" className={styles.card} onClick={() => onSelectTournament?.(tournament.id)}>
              <span className={styles.cardIcon} aria-hidden="true">
                {tournament.icon ?? <TrophyIcon />}
              </span>
              <span className={styles.cardText}>
                <span className={styles.cardName}>{tournament.name}</span>
                {tournament.category && <span className={styles.cardCategory}>{tournament.category}</span>}
              </span>
              {tournament.count !== undefined && (
                <Count count={tournament.count} label={text.eventCount(tournament.count)} />
              )}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.entry} onClick={() => onSelectFavorites?.()}>
        <span className={styles.favoriteIcon} aria-hidden="true">
          <StarIcon />
        </span>
        <span className={styles.entryName}>{text.favorites}</span>
        {favoritesCount !== undefined && <Count count={favoritesCount} label={text.eventCount(favoritesCount)} />}
      </button>
      <Tabs value={current} onValueChange={(value) => setCurrent(value as EventsMode)} className={styles.tabs}>
        <TabsList aria-label={text.modes} className={styles.tabList}>
          <TabsTrigger value="live" count={total('live')}>
            {text.live}
          </TabsTrigger>
          <TabsTrigger value="prematch" count={total('prematch')}>
            {text.prematch}
          </TabsTrigger>
        </TabsList>
        {(['live', 'prematch'] as const).map((key) => {
          const listed = sports.filter((sport) => sport[key] > 0);
          return (
            <TabsContent key={key} value={key}>
              {listed.length === 0 ? (
                <p className={styles.empty}>{text.empty}</p>
              ) : (
                <ul className={styles.sports}>
                  {listed.map((sport) => (
                    <li key={sport.id}>
                      <button type="button" className={styles.entry} onClick={() => onSelectSport?.(sport.id, key)}>
                        {sport.icon && (
                          <span className={styles.sportIcon} aria-hidden="true">
                            {sport.icon}
                          </span>
                        )}
                        <span className={styles.entryName}>{sport.name}</span>
                        <Count count={sport[key]} label={text.eventCount(sport[key])} />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
});
