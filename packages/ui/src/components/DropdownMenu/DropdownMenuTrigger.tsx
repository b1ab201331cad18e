import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface DropdownMenuTriggerProps extends ButtonProps {
  /**
   * Use the single child element as the trigger instead of rendering a `Button`. The child must forward
   * its ref and props; the other props here are ignored.
   */
  asChild?: boolean;
}

/** Opens its `DropdownMenu` on click, Enter, Space or ArrowDown. Renders a `Button` unless `asChild` is set. */
export const DropdownMenuTrigger = forwardRef<HTMLButtonElement, DropdownMenuTriggerProps>(function DropdownMenuTrigger(
  { asChild = false, children, ...buttonProps },
  ref,
) {
  return (
    <RadixDropdownMenu.Trigger ref={ref} asChild>
      {asChild ? children : <Button {...buttonProps}>{children}</Button>}
    </RadixDropdownMenu.Trigger>
  );
});
