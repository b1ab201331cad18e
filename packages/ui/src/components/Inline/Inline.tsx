import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { sprinkles, type Responsive, type Space } from '../../private/sprinkles.css';
import * as styles from './Inline.css';

/** Elements an `Inline` can render as. */
export type InlineElement = 'div' | 'span' | 'section' | 'header' | 'footer' | 'nav' | 'ul' | 'ol';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children (both directions when they wrap), from the theme's spacing scale; responsive. */
  gap?: Responsive<Space>;
  /** Vertical alignment of the children in the row. */
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** Horizontal distribution of the children. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Below this breakpoint the children stack in a full-width column; `desktop` means the mobile layout (up to 991px). */
  collapseBelow?: 'sm' | 'md' | 'desktop' | 'lg';
  /** The element to render; `ul`/`ol` lose their bullets and indent but stay lists. */
  as?: InlineElement;
}

/** Children in a row that wraps onto new lines when it runs out of room. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 'sm', align = 'center', justify = 'start', collapseBelow, as: Element = 'div', className, ...rest },
  ref,
) {
  const layout = collapseBelow
    ? sprinkles({
        display: 'flex',
        flexWrap: 'wrap',
        gap,
        flexDirection: { base: 'column', [collapseBelow]: 'row' },
        alignItems: { base: 'stretch', [collapseBelow]: align },
        justifyContent: { base: 'start', [collapseBelow]: justify },
      })
    : sprinkles({ display: 'flex', flexWrap: 'wrap', gap, alignItems: align, justifyContent: justify });
  return (
    <Element
      ref={ref as never}
      className={clsx(styles.inline, (Element === 'ul' || Element === 'ol') && styles.list, layout, className)}
      {...rest}
    />
  );
});
