import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardHeaderProps extends HTMLAttributes<HTMLDivElement> {
  /** The title block, usually a `Heading` and an optional line of `Text`. */
  children: ReactNode;
  /** Content at the end of the header row, such as a `Chip` or an `IconButton`. */
  action?: ReactNode;
}

/** The top row of a `Card`: a title block and an optional action. */
export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(
  { children, action, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.header, className)} {...rest}>
      <div className={styles.headerContent}>{children}</div>
      {action && <div className={styles.headerAction}>{action}</div>}
    </div>
  );
});
