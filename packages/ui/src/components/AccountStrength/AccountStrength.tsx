import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { CheckIcon, CloseIcon } from '../../private/formIcons';
import { CircularGauge } from '../CircularGauge';
import * as styles from './AccountStrength.css';

/** One line of the checklist. */
export interface AccountStrengthItem {
  /** A stable key, e.g. 'uploadAvatar'. */
  id: string;
  /** What the player does, e.g. 'Upload a profile picture'. */
  label: string;
  /** Whether it is done. */
  done: boolean;
}

/** Every text of {@link AccountStrength}. */
export interface AccountStrengthMessages {
  /** The heading, also the gauge's accessible name. */
  title: string;
  /** Announced after a done item. */
  done: string;
  /** Announced after an item still to do. */
  toDo: string;
}

export const defaultAccountStrengthMessages: AccountStrengthMessages = {
  title: 'Account strength',
  done: 'done',
  toDo: 'to do',
};

export interface AccountStrengthProps extends HTMLAttributes<HTMLElement> {
  /** The strength in percent (0 to 100), shown as a whole number in the circle. */
  value: number;
  /** The checklist, in order. */
  items: readonly AccountStrengthItem[];
  /** Level of the title heading; default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Texts, merged over the English defaults (`defaultAccountStrengthMessages`). */
  messages?: Partial<AccountStrengthMessages>;
}

const wholePercent = (value: number) => `${Math.round(value)}%`;

/** The account-strength circle with its checklist (spec points 2 and 3: five items, 20% each). */
export const AccountStrength = forwardRef<HTMLElement, AccountStrengthProps>(function AccountStrength(
  { value, items, headingLevel = 2, messages, className, ...rest },
  ref,
) {
  const text = { ...defaultAccountStrengthMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} aria-labelledby={headingId} className={clsx(styles.root, className)} {...rest}>
      <Heading id={headingId} className={styles.title}>
        {text.title}
      </Heading>
      <div className={styles.body}>
        <CircularGauge
          value={value}
          label={text.title}
          format={wholePercent}
          tone={value >= 100 ? 'success' : 'accent'}
        />
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item({ done: item.done })}>
              <span className={styles.mark({ done: item.done })} aria-hidden="true">
                {item.done ? <CheckIcon /> : <CloseIcon />}
              </span>
              <span>
                {item.label}
                <span className={styles.srOnly}>{`: ${item.done ? text.done : text.toDo}`}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});
