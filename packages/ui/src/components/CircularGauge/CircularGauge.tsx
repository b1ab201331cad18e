import { clsx } from 'clsx';
import { forwardRef } from 'react';
import * as styles from './CircularGauge.css';

/** Clamps to 0..100; anything that is not a number counts as 0. */
export function clampPercentage(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * The percentage as the bonus screens show it: two decimals ('42.50%'), and a whole number once
 * complete ('100%'). The value is clamped to 0..100 first.
 */
export function formatGaugePercentage(value: number): string {
  const percentage = clampPercentage(value);
  return percentage === 100 ? '100%' : `${percentage.toFixed(2)}%`;
}

export interface CircularGaugeProps {
  /** The percentage to show, clamped to 0..100. */
  value: number;
  /** Accessible name of the gauge, e.g. 'Percentage cleared'. */
  label: string;
  /** Formats the text in the middle (and the announced value); defaults to two decimals, '100%' when complete. */
  format?: (value: number) => string;
  /** Diameter and text size. */
  size?: 'sm' | 'md' | 'lg';
  /** Colour of the filled arc. */
  tone?: 'accent' | 'success';
  /** Extra class names. */
  className?: string;
}

const RADIUS = 44;
const STROKE = 8;

/**
 * A circular progress gauge with the percentage in the middle, such as a bonus's wagering
 * progress or the account-strength circle.
 */
export const CircularGauge = forwardRef<HTMLDivElement, CircularGaugeProps>(function CircularGauge(
  { value, label, format = formatGaugePercentage, size, tone, className },
  ref,
) {
  const percentage = clampPercentage(value);
  const text = format(percentage);
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
      aria-valuetext={text}
      className={clsx(styles.gauge({ size }), className)}
    >
      <svg className={styles.svg} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="50" cy="50" r={RADIUS} strokeWidth={STROKE} />
        {percentage > 0 && (
          <circle
            className={styles.indicator({ tone })}
            cx="50"
            cy="50"
            r={RADIUS}
            strokeWidth={STROKE}
            pathLength={100}
            strokeDasharray={`${percentage} 100`}
          />
        )}
      </svg>
      <span className={styles.value} aria-hidden="true">
        {text}
      </span>
    </div>
  );
});
