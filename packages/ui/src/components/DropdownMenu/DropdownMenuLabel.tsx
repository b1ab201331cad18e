import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuLabelProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDropdownMenu.Label>,
  'asChild'
> {
  /** The heading text of the group below it (not focusable, not choosable). */
  children?: ReactNode;
}

/** A small heading over a group of items, e.g. "Wallets". */
export const DropdownMenuLabel = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(function DropdownMenuLabel(
  { className, ...rest },
  ref,
) {
  return <RadixDropdownMenu.Label ref={ref} className={clsx(styles.menuLabel, className)} {...rest} />;
});
