import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type LabelHTMLAttributes, type TimeHTMLAttributes } from 'react';
import * as styles from './Text.css';

/** Elements a `Text` can render as. */
export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'dt' | 'dd' | 'time' | 'output';

/** Colours of text, from the theme: `primary` for body copy, `secondary`/`muted` for less important text. */
export type TextTone =
  'primary' | 'secondary' | 'muted' | 'accent' | 'success' | 'warning' | 'danger' | 'info' | 'inherit';

export interface TextProps
  extends
    HTMLAttributes<HTMLElement>,
    Pick<TimeHTMLAttributes<HTMLElement>, 'dateTime'>,
    Pick<LabelHTMLAttributes<HTMLElement>, 'htmlFor'> {
  /** Font size from the theme's type scale. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Font weight. */
  weight?: 'regular' | 'medium' | 'bold';
  /** Text colour; status tones (`success`, `danger`, ...) stay readable on the page surfaces of both themes. */
  tone?: TextTone;
  /** Cut the text to one line with an ellipsis (the full text stays in the DOM for screen readers). */
  truncate?: boolean;
  /** Figures of equal width, so amounts line up in columns. */
  numeric?: boolean;
  /** The element to render; `p` by default. Pick the one that fits the meaning, not the look. */
  as?: TextElement;
}

/** Body text in the theme's fonts, sizes and colours. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { size, weight, tone, truncate, numeric, as: Element = 'p', className, ...rest },
  ref,
) {
  return (
    <Element
      ref={ref as never}
      className={clsx(styles.text({ size, weight, tone, truncate, numeric }), className)}
      {...rest}
    />
  );
});
