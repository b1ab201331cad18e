import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface DialogTriggerProps extends ButtonProps {
  /**
   * Use the single child element as the trigger instead of rendering a `Button` (a link, an avatar, a
   * `Button` of another variant). The child must forward its ref and props; the other props here are ignored.
   */
  asChild?: boolean;
}

/** Opens its `Dialog`. Renders a `Button` (all `Button` props apply) unless `asChild` is set. */
export const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(
  { asChild = false, children, ...buttonProps },
  ref,
) {
  return (
    <RadixDialog.Trigger ref={ref} asChild>
      {asChild ? children : <Button {...buttonProps}>{children}</Button>}
    </RadixDialog.Trigger>
  );
});
