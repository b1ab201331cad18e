import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface DrawerCloseProps extends ButtonProps {
  /**
   * Use the single child element as the close control instead of rendering a `Button`; the other props
   * here are ignored.
   */
  asChild?: boolean;
}

/**
 * Closes its `Drawer` (a Profile Dashboard button, say). A child whose click handler calls
 * `preventDefault()` cancels the close, and router links do: for navigation links, control the drawer
 * and close it in the link's click handler or on route change.
 */
export const DrawerClose = forwardRef<HTMLButtonElement, DrawerCloseProps>(function DrawerClose(
  { asChild = false, children, ...buttonProps },
  ref,
) {
  return (
    <RadixDialog.Close ref={ref} asChild>
      {asChild ? children : <Button {...buttonProps}>{children}</Button>}
    </RadixDialog.Close>
  );
});
