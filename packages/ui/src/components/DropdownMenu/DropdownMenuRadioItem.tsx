import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { OverlayCheckIcon } from '../../private/overlayIcons';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuRadioItemProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDropdownMenu.RadioItem>,
  'asChild'
> {
  /** The value reported to the group's `onValueChange` when this item is chosen. */
  value: string;
  /** Content after the check mark and before the label, such as a currency icon (mark it `aria-hidden`). */
  startSlot?: ReactNode;
  /** Content after the label, pushed to the end: the wallet's balance. Part of the accessible name. */
  endSlot?: ReactNode;
  /** Keep the choice visible but not choosable. */
  disabled?: boolean;
  /** The label. */
  children?: ReactNode;
}

/** One choice of a `DropdownMenuRadioGroup`; the checked one shows a check mark (and `aria-checked`). */
export const DropdownMenuRadioItem = forwardRef<HTMLDivElement, DropdownMenuRadioItemProps>(
  function DropdownMenuRadioItem({ startSlot, endSlot, className, children, ...rest }, ref) {
    return (
      <RadixDropdownMenu.RadioItem ref={ref} className={clsx(styles.item, styles.radioItem, className)} {...rest}>
        <span className={styles.indicator}>
          <RadixDropdownMenu.ItemIndicator>
            <OverlayCheckIcon />
          </RadixDropdownMenu.ItemIndicator>
        </span>
        {startSlot && <span className={styles.startSlot}>{startSlot}</span>}
        <span className={styles.label}>{children}</span>
        {endSlot && (
          <>
            {/* Keeps "label end" apart in the accessible name where flex items are not blockified (jsdom). */}{' '}
            <span className={styles.endSlot}>{endSlot}</span>
          </>
        )}
      </RadixDropdownMenu.RadioItem>
    );
  },
);
