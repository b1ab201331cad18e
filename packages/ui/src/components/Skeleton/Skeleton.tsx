import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

const toLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonProps {
  /** Width as a CSS length (`'60%'`, `'12rem'`) or pixels; fills the container by default. */
  width?: number | string;
  /** Height as a CSS length or pixels; `1em` by default. Ignored for a `circle`, whose height follows the width. */
  height?: number | string;
  /** Corner radius from the theme. */
  radius?: 'none' | 'sm' | 'md' | 'lg' | 'xl' | 'pill';
  /** A round placeholder, for avatars: give it a `width`. */
  circle?: boolean;
  /** Extra class names. */
  className?: string;
  /** Extra inline styles. */
  style?: CSSProperties;
}

/**
 * A grey block standing in for content that is loading. It is hidden from assistive technology: mark the
 * loading region itself (for example `aria-busy` on it, or a `Spinner` with a label). The shimmer stops
 * when the player prefers reduced motion.
 */
export function Skeleton({ width = '100%', height = '1em', radius, circle = false, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(styles.skeleton({ radius, circle }), className)}
      style={{
        ...assignInlineVars({ [styles.width]: toLength(width), [styles.height]: toLength(height) }),
        ...style,
      }}
    />
  );
}
