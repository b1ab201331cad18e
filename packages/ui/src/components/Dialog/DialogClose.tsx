import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface DialogCloseProps extends ButtonProps {
  /** Use the single child element as the close control instead of rendering a `Button`; the other props here are ignored. */
  asChild?: boolean;
}

/** Closes its `Dialog` (or `Drawer`), e.g. a Cancel button in a `DialogFooter`. Renders a `Button` unless `asChild` is set. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(
  { asChild = false, children, ...buttonProps },
  ref,
) {
  return (
    <RadixDialog.Close ref={ref} asChild>
      {asChild ? children : <Button {...buttonProps}>{children}</Button>}
    </RadixDialog.Close>
  );
});
