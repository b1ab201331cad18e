import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Heading } from '../Heading';
import * as styles from './MessagePage.css';

/** The kind of message: `neutral` (e.g. 404), `success` (e.g. e-mail verified) or `error` (e.g. a render error). */
export type MessagePageTone = 'neutral' | 'success' | 'error';

export interface MessagePageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The kind of message: sets the icon and its colour. Default `neutral`. */
  tone?: MessagePageTone;
  /** A decorative icon above the title; the tone's icon by default (info, check, alert), `null` for none. */
  icon?: ReactNode;
  /** The message's title, e.g. 'Page not found' or 'Unexpected Application Error!'. */
  title: ReactNode;
  /** Level of the title heading: `1` by default, as the block is usually the page's main content. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** A sentence or two under the title (a string becomes a paragraph). */
  description?: ReactNode;
  /** The way on, under the text: e.g. a link or button to the home page. */
  action?: ReactNode;
  /** More content between the description and the action (e.g. a spinner while redirecting). */
  children?: ReactNode;
  /**
   * Announce the block as a live region (`role="status"`): for a result that appears without a page
   * load, such as the e-mail verification outcome. Leave off for static pages like a 404.
   */
  live?: boolean;
}

function ToneIcon({ tone }: { tone: MessagePageTone }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={styles.svg}
    >
      <circle cx="12" cy="12" r="9" />
      {tone === 'success' && <path d="m8 12.5 2.75 2.75L16.5 9.5" />}
      {tone === 'error' && <path d="M12 7.5v5.5M12 16.5h.01" />}
      {tone === 'neutral' && <path d="M12 11v5.5M12 7.5h.01" />}
    </svg>
  );
}

/**
 * A centred status block for a whole page: 404, a render error, the e-mail verification result.
 * An icon for the tone, the title as a heading, a description, then the action. `className` and every
 * other attribute reach the outer `<div>`; the ref is its.
 */
export const MessagePage = forwardRef<HTMLDivElement, MessagePageProps>(function MessagePage(
  { tone = 'neutral', icon, title, headingLevel = 1, description, action, children, live = false, className, ...rest },
  ref,
) {
  const shownIcon = icon === undefined ? <ToneIcon tone={tone} /> : icon;
  return (
    <div
      ref={ref}
      role={live ? 'status' : undefined}
      className={clsx(styles.root, className)}
      data-tone={tone}
      {...rest}
    >
      {shownIcon !== null && shownIcon !== false && (
        <span className={styles.icon({ tone })} aria-hidden="true">
          {shownIcon}
        </span>
      )}
      <Heading level={headingLevel} size="2xl" align="center">
        {title}
      </Heading>
      {description !== undefined &&
        description !== null &&
        (typeof description === 'string' ? (
          <p className={styles.description}>{description}</p>
        ) : (
          <div className={styles.description}>{description}</div>
        ))}
      {children}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
});
