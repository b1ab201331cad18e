import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Card.css';

/** Elements a `Card` can render as: `article` for a self-contained item (a bonus), `li` inside a list of cards. */
export type CardElement = 'div' | 'article' | 'section' | 'li';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. */
  as?: CardElement;
  /** Inner space, which is also the space between `CardHeader`, `CardBody` and `CardFooter`. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /**
   * Hover and focus feedback for a card that acts as one target. The card adds no role: put a real link or
   * button inside (its focus ring then shows around the whole card), or pass `tabIndex`/`onClick` yourself.
   */
  interactive?: boolean;
}

/** A raised surface grouping related content; compose with `CardHeader`, `CardBody` and `CardFooter`. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as: Element = 'div', padding, interactive, className, ...rest },
  ref,
) {
  return <Element ref={ref as never} className={clsx(styles.card({ padding, interactive }), className)} {...rest} />;
});
