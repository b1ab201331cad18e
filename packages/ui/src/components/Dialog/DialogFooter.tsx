import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Dialog.css';

export interface DialogFooterProps extends HTMLAttributes<HTMLDivElement> {
  /** The dialog's actions, main action last (it sits on the right, or on top on mobile). */
  children?: ReactNode;
}

/** The row of actions at the bottom of a dialog; on mobile the actions stack at full width. */
export const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={clsx(styles.footer, className)} {...rest} />;
});
