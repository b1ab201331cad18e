import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Heading.css';

/** Visual sizes of a heading, largest first. */
export type HeadingSize = '3xl' | '2xl' | 'xl' | 'lg' | 'md' | 'sm';

const defaultSizes: Record<HeadingProps['level'], HeadingSize> = {
  1: '3xl',
  2: '2xl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level, rendered as `<h1>` to `<h6>`: follow the page structure, not the look. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Visual size, when it should differ from the level's default (h1 `3xl` ... h6 `sm`). */
  size?: HeadingSize;
  /** Text colour. */
  tone?: 'primary' | 'secondary' | 'accent';
  /** Text alignment. */
  align?: 'start' | 'center' | 'end';
  /** Cut the heading to one line with an ellipsis. */
  truncate?: boolean;
}

/** A section heading whose semantic level and visual size are chosen separately. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, tone, align, truncate, className, ...rest },
  ref,
) {
  const Element = `h${level}` as const;
  return (
    <Element
      ref={ref}
      className={clsx(styles.heading({ size: size ?? defaultSizes[level], tone, align, truncate }), className)}
      {...rest}
    />
  );
});
