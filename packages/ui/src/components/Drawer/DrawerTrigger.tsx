import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface DrawerTriggerProps extends ButtonProps {
  /**
   * Use the single child element as the trigger instead of rendering a `Button`. The child must forward
   * its ref and props; the other props here are ignored.
   */
  asChild?: boolean;
}

/**
 * Opens its `Drawer`. Renders a `Button` (all `Button` props apply) unless `asChild` is set; an
 * icon-only trigger such as a hamburger needs an `aria-label`.
 */
export const DrawerTrigger = forwardRef<HTMLButtonElement, DrawerTriggerProps>(function DrawerTrigger(
  { asChild = false, children, ...buttonProps },
  ref,
) {
  return (
    <RadixDialog.Trigger ref={ref} asChild>
      {asChild ? children : <Button {...buttonProps}>{children}</Button>}
    </RadixDialog.Trigger>
  );
});
