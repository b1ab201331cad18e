import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface DialogProps {
  /** Whether the dialog is open. Makes the dialog controlled: pair it with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open when it is uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the next open state when the trigger, the close button, Escape or a click outside asks for a change. */
  onOpenChange?: (open: boolean) => void;
  /** A `DialogTrigger` (optional when controlled) and a `DialogContent`. */
  children?: ReactNode;
}

/**
 * A modal dialog: focus is trapped inside, Escape and the close button close it, and focus returns to
 * the trigger. Compose with `DialogTrigger`, `DialogContent`, `DialogTitle`, `DialogDescription`,
 * `DialogFooter` and `DialogClose`.
 */
export function Dialog({ open, defaultOpen, onOpenChange, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </RadixDialog.Root>
  );
}
