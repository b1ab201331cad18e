import { clsx } from 'clsx';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Size of the ring: `sm` follows the text size, `md` and `lg` are fixed. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name announced to screen readers. Omit (with `decorative`) when a parent already says it is busy. */
  label?: string;
  /** Hide the spinner from assistive technology because its context already announces the busy state. */
  decorative?: boolean;
  /** Use the accent colour instead of inheriting the text colour. */
  accent?: boolean;
  /** Extra class names. */
  className?: string;
}

/** A spinning ring that shows work in progress. */
export function Spinner({
  size = 'md',
  label = 'Loading',
  decorative = false,
  accent = false,
  className,
}: SpinnerProps) {
  const cls = clsx(styles.spinner({ size }), accent && styles.accent, className);
  if (decorative) return <span className={cls} aria-hidden="true" />;
  return <span className={cls} role="status" aria-label={label} />;
}
