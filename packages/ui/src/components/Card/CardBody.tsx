import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardBodyProps extends HTMLAttributes<HTMLDivElement> {
  /** The main content of the card; it grows, so footers of cards in a row line up. */
  children: ReactNode;
}

/** The main content of a `Card`. */
export const CardBody = forwardRef<HTMLDivElement, CardBodyProps>(function CardBody({ className, ...rest }, ref) {
  return <div ref={ref} className={clsx(styles.body, className)} {...rest} />;
});
