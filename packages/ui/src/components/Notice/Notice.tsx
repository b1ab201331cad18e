import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Notice.css';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Meaning and colour: `info` (default), `warning` (something to do first), `danger`, `success`. */
  tone?: 'info' | 'warning' | 'danger' | 'success';
  /** The heading of the notice, e.g. 'Verify your e-mail address'; it also names the region. */
  title?: ReactNode;
  /** Outline level of the title: 3 by default. Follow the page structure. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Buttons or links below the text, e.g. 'Go to Kyc Verification'. */
  actions?: ReactNode;
  /** The explanation. */
  children?: ReactNode;
}

/**
 * A panel that tells the player something before they act: what is missing for a withdrawal,
 * why a bonus must be forfeited first. The text says what it is (the colour only repeats it).
 * Static by default; pass `role="alert"` or `role="status"` when it appears after an action.
 */
export const Notice = forwardRef<HTMLElement, NoticeProps>(function Notice(
  { tone = 'info', title, headingLevel = 3, actions, className, children, ...rest },
  ref,
) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      aria-labelledby={title ? titleId : undefined}
      data-tone={tone}
      className={clsx(styles.root, styles.tones[tone], className)}
      {...rest}
    >
      {title && (
        <Heading id={titleId} className={clsx(styles.title, styles.titleTones[tone])}>
          {title}
        </Heading>
      )}
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
});
