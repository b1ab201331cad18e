import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SessionMeter.css';

/** Every text of {@link SessionMeter}. */
export interface SessionMeterMessages {
  /** Accessible name of the meter. */
  label: string;
  /** Label before the time (hidden visually; the clock icon stands for it). */
  time: string;
  /** Label before the net position. */
  net: string;
}

export const defaultSessionMeterMessages: SessionMeterMessages = {
  label: 'This session',
  time: 'Time played',
  net: 'Net',
};

export interface SessionMeterProps extends HTMLAttributes<HTMLElement> {
  /** Time played this session, formatted ('1 h 05 min'). */
  timePlayed: string;
  /** Winnings minus stakes this session, formatted with its sign ('−€3.50'). */
  net: string;
  /** Texts, merged over the English defaults (`defaultSessionMeterMessages`). */
  messages?: Partial<SessionMeterMessages>;
}

/** A compact 'time played · net' for the header while the player plays. */
export const SessionMeter = forwardRef<HTMLElement, SessionMeterProps>(function SessionMeter(
  { timePlayed, net, messages, className, ...rest },
  ref,
) {
  const text = { ...defaultSessionMeterMessages, ...messages };
  return (
    <section ref={ref} aria-label={text.label} className={clsx(styles.root, className)} {...rest}>
      <span className={styles.part}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <VisuallyHidden>{text.time}: </VisuallyHidden>
        <span className={styles.value}>{timePlayed}</span>
      </span>
      <span aria-hidden="true" className={styles.separator}>
        ·
      </span>
      <span className={styles.part}>
        <span className={styles.label}>{text.net}</span> <span className={styles.value}>{net}</span>
      </span>
    </section>
  );
});
