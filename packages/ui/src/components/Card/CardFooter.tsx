import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardFooterProps extends HTMLAttributes<HTMLDivElement> {
  /** Actions or summary, such as a 'Get Info' button. */
  children: ReactNode;
  /** Placement of the children: at the `end` (default), `start`, spread `between`, or `stretch`ed to share the width. */
  justify?: 'start' | 'end' | 'between' | 'stretch';
}

/** The bottom row of a `Card`, for its actions. */
export const CardFooter = forwardRef<HTMLDivElement, CardFooterProps>(function CardFooter(
  { justify, className, ...rest },
  ref,
) {
  return <div ref={ref} className={clsx(styles.footer, styles.footerJustify({ justify }), className)} {...rest} />;
});
