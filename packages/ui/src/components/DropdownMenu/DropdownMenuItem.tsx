import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuItemProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDropdownMenu.Item>,
  'asChild' | 'onSelect'
> {
  /** Content before the label: an icon (mark it `aria-hidden`) or an avatar. */
  startSlot?: ReactNode;
  /** Content after the label, pushed to the end: a balance, a shortcut, a count. Part of the accessible name. */
  endSlot?: ReactNode;
  /** Called when the item is chosen by pointer or keyboard; the menu then closes unless `event.preventDefault()` is called. */
  onSelect?: (event: Event) => void;
  /** Keep the item visible but not choosable; arrow keys skip it. */
  disabled?: boolean;
  /** The label. */
  children?: ReactNode;
}

/** An action in a `DropdownMenuContent`. */
export const DropdownMenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function DropdownMenuItem(
  { startSlot, endSlot, className, children, ...rest },
  ref,
) {
  return (
    <RadixDropdownMenu.Item ref={ref} className={clsx(styles.item, className)} {...rest}>
      {startSlot && <span className={styles.startSlot}>{startSlot}</span>}
      <span className={styles.label}>{children}</span>
      {endSlot && (
        <>
          {/* Keeps "label end" apart in the accessible name where flex items are not blockified (jsdom). */}{' '}
          <span className={styles.endSlot}>{endSlot}</span>
        </>
      )}
    </RadixDropdownMenu.Item>
  );
});
