import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Prose.css';

/** Elements a `Prose` can render as. */
export type ProseElement = 'div' | 'article' | 'section' | 'main' | 'aside';

export interface ProseProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /**
   * Rich HTML from the CMS (e.g. a page description). It **must already be sanitised by the app**
   * (e.g. with DOMPurify): it is rendered with `dangerouslySetInnerHTML`, as it is. Takes precedence
   * over `children`.
   */
  html?: string;
  /** Content written in JSX instead of `html` (headings, paragraphs, lists, tables, ...). */
  children?: ReactNode;
  /** The element to render; `div` by default (`article` for a whole page of content). */
  as?: ProseElement;
}

/**
 * Styles long-form content (headings, paragraphs, lists, links, tables, blockquotes, code, images)
 * with the theme's fonts and colours, at a readable measure (at most 72 characters a line). Links are
 * underlined and show the focus ring; images and tables never overflow. `className` and every other
 * attribute reach the element; the ref is the element's.
 */
export const Prose = forwardRef<HTMLElement, ProseProps>(function Prose(
  { html, children, as: Element = 'div', className, ...rest },
  ref,
) {
  const classes = clsx(styles.prose, className);
  if (html !== undefined) {
    return <Element ref={ref as never} className={classes} {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Element ref={ref as never} className={classes} {...rest}>
      {children}
    </Element>
  );
});
