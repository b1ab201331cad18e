import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface DrawerProps {
  /** Whether the drawer is open. Makes the drawer controlled: pair it with `onOpenChange`. */
  open?: boolean;
  /** Whether the drawer starts open when it is uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the next open state when the trigger, the close button, Escape or a click on the overlay asks for a change. */
  onOpenChange?: (open: boolean) => void;
  /** A `DrawerTrigger` (optional when controlled) and a `DrawerContent`. */
  children?: ReactNode;
}

/**
 * A side sheet over the page (mobile navigation, the lobby search panel). Modal: focus is trapped
 * inside, Escape, the close button and a click on the overlay close it, and focus returns to the trigger.
 */
export function Drawer({ open, defaultOpen, onOpenChange, children }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </RadixDialog.Root>
  );
}
