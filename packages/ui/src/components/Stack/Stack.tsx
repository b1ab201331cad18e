import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { sprinkles, type Responsive, type Space } from '../../private/sprinkles.css';
import * as styles from './Stack.css';

/** Elements a `Stack` can render as. */
export type StackElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'form' | 'ul' | 'ol';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, from the theme's spacing scale; per breakpoint with `{ base: 'sm', desktop: 'lg' }`. */
  gap?: Responsive<Space>;
  /** Horizontal alignment of the children; `stretch` (default) makes each one full width. */
  align?: Responsive<'start' | 'center' | 'end' | 'stretch'>;
  /** The element to render; `ul`/`ol` lose their bullets and indent but stay lists. */
  as?: StackElement;
}

/** Children in a column with even space between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = 'md', align = 'stretch', as: Element = 'div', className, ...rest },
  ref,
) {
  return (
    <Element
      ref={ref as never}
      className={clsx(
        styles.stack,
        (Element === 'ul' || Element === 'ol') && styles.list,
        sprinkles({ display: 'flex', flexDirection: 'column', gap, alignItems: align }),
        className,
      )}
      {...rest}
    />
  );
});
