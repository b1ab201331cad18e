import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './EventRow.css';
import { OddsButton } from './OddsButton';

/** One priced outcome of a market. */
export interface EventOutcome {
  /** Outcome id, unique within its market. */
  id: string;
  /** Short label on the button: '1', 'X', '2', 'Over 2.5', a player's name. */
  label: string;
  /** Decimal price as text ('1.85'). */
  odds: string;
  /** In the betslip. */
  selected?: boolean;
  /** Last move of the price. */
  movement?: 'up' | 'down';
  /** Suspended: shown but not selectable. */
  disabled?: boolean;
}

/** A market of an event: 1x2, Winner, a total. */
export interface EventMarket {
  /** Market id, unique within its event. */
  id: string;
  /** Market label as shown: '1x2', 'Winner', 'Total 2.5'. */
  label: string;
  outcomes: readonly EventOutcome[];
}

/** What an event row shows. */
export interface SportEvent {
  id: string;
  /** The first competitor (home team or first player). */
  home: string;
  /** The second competitor. */
  away: string;
  /** Start time, already formatted for the player ('Today 18:30'); shown for prematch events. */
  startTime?: string;
  /** Machine-readable start (ISO 8601), for the `<time>` element. */
  startsAt?: string;
  /** Present while the event is live: score and minute or period, already formatted. */
  live?: { score: string; clock?: string };
  markets: readonly EventMarket[];
}

/** Every text of {@link EventRow}. */
export interface EventRowMessages {
  /** Badge of a live event. */
  live: string;
  /** Joins the competitors in the event name. */
  versus: string;
  /** Announced before the score. */
  score: string;
  /** Announced moves of a price. */
  oddsUp: string;
  oddsDown: string;
}

export const defaultEventRowMessages: EventRowMessages = {
  live: 'Live',
  versus: ' - ',
  score: 'Score',
  oddsUp: 'Odds went up',
  oddsDown: 'Odds went down',
};

export interface EventRowProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The event with its markets and prices. */
  event: SportEvent;
  /** Called when an odds button is pressed: add the outcome to the betslip, or take it out if selected. */
  onToggleOutcome?: (event: SportEvent, market: EventMarket, outcome: EventOutcome) => void;
  /** Texts, merged over the English defaults (`defaultEventRowMessages`). */
  messages?: Partial<EventRowMessages>;
  /** Shown under the start time or score: e.g. a link to all the event's markets ('+8 markets'). */
  more?: ReactNode;
}

/**
 * An event of the sports page: competitors, start time or live score and clock, and its markets
 * (1x2, Winner, totals) as groups of odds buttons that toggle the betslip selection, show the
 * selected state and the last price move. On phones the markets wrap under the competitors.
 */
export const EventRow = forwardRef<HTMLElement, EventRowProps>(function EventRow(
  { event, onToggleOutcome, messages, more, className, ...rest },
  ref,
) {
  const text = { ...defaultEventRowMessages, ...messages };
  const name = `${event.home}${text.versus}${event.away}`;
  return (
    <article ref={ref} aria-label={name} className={clsx(styles.row, className)} {...rest}>
      <div className={styles.info}>
        <p className={styles.name}>
          <span className={styles.competitor}>{event.home}</span>
          <VisuallyHidden>{text.versus}</VisuallyHidden>
          <span className={styles.competitor}>{event.away}</span>
        </p>
        <p className={styles.meta}>
          {event.live ? (
            <>
              <span className={styles.liveBadge}>{text.live}</span>
              <span className={styles.score}>
                <VisuallyHidden>{`${text.score} `}</VisuallyHidden>
                {event.live.score}
              </span>
              {event.live.clock && <span className={styles.clock}>{event.live.clock}</span>}
            </>
          ) : (
            event.startTime && <time dateTime={event.startsAt}>{event.startTime}</time>
          )}
        </p>
        {more}
      </div>
      <div className={styles.markets}>
        {event.markets.map((market) => (
          <div key={market.id} role="group" aria-label={`${name}, ${market.label}`} className={styles.market}>
            <span className={styles.marketLabel} aria-hidden="true">
              {market.label}
            </span>
            <div className={styles.outcomes}>
              {market.outcomes.map((outcome) => (
                <OddsButton
                  key={outcome.id}
                  label={outcome.label}
                  odds={outcome.odds}
                  selected={outcome.selected}
                  movement={outcome.movement}
                  movementLabels={{ up: text.oddsUp, down: text.oddsDown }}
                  disabled={outcome.disabled}
                  onClick={() => onToggleOutcome?.(event, market, outcome)}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </article>
  );
});
