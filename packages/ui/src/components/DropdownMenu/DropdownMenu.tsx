import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

export interface DropdownMenuProps {
  /** Whether the menu is open. Makes the menu controlled: pair it with `onOpenChange`. */
  open?: boolean;
  /** Whether the menu starts open when it is uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the next open state (trigger, Escape, a chosen item, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** While open, make the rest of the page inert to pointer and screen reader. Turn off for a menu that closes on mouse leave. */
  modal?: boolean;
  /** A `DropdownMenuTrigger` and a `DropdownMenuContent`. */
  children?: ReactNode;
}

/**
 * A menu of actions or choices that opens from a button (the header wallet menu, an account menu).
 * Arrow keys move, Enter and Space choose, typing jumps to an item, Escape closes and focus returns
 * to the trigger.
 */
export function DropdownMenu({ open, defaultOpen, onOpenChange, modal, children }: DropdownMenuProps) {
  return (
    <RadixDropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {children}
    </RadixDropdownMenu.Root>
  );
}
