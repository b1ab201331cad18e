import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Chip.css';

/** Colours of a chip, from the theme's status tones. */
export type ChipTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'accent';

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  /** Meaning of the status: `success` approved/active, `warning` pending, `danger` rejected/expired, `info`, `neutral`, `accent`. */
  tone?: ChipTone;
  /** `sm` for tables and tiles, `md` elsewhere. */
  size?: 'sm' | 'md';
  /** Show a small dot of the tone's strong colour before the text. */
  dot?: boolean;
  /** An icon before the text (decorative: the text says what the chip means). Replaces the dot. */
  icon?: ReactNode;
  /** The status text. Keep it short; colour is never the only cue, the text is. */
  children: ReactNode;
}

/** A small, non-interactive status label ('Active', 'Review Pending', 'Live'). */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(
  { tone, size, dot = false, icon, className, children, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={clsx(styles.chip({ tone, size }), className)} {...rest}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : (
        dot && <span className={styles.dot} aria-hidden="true" />
      )}
      <span className={styles.label}>{children}</span>
    </span>
  );
});
