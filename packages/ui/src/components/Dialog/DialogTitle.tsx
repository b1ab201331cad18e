import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Dialog.css';

export interface DialogTitleProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Title>, 'asChild'> {
  /** The heading text; it also names the dialog for assistive technology. */
  children?: ReactNode;
}

/** The dialog heading (an `h2`), which gives the dialog its accessible name. Required in every dialog. */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { className, ...rest },
  ref,
) {
  return <RadixDialog.Title ref={ref} className={clsx(styles.title, className)} {...rest} />;
});
