import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Dialog.css';

export interface DialogDescriptionProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Description>,
  'asChild'
> {
  /** Supporting text, announced with the title when the dialog opens. */
  children?: ReactNode;
}

/** A short paragraph under the title that describes the dialog (wired to `aria-describedby`). */
export const DialogDescription = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(function DialogDescription(
  { className, ...rest },
  ref,
) {
  return <RadixDialog.Description ref={ref} className={clsx(styles.description, className)} {...rest} />;
});
