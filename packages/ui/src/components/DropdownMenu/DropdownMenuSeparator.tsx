import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuSeparatorProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDropdownMenu.Separator>,
  'asChild'
> {
  /** Extra class names. */
  className?: string;
}

/** A rule between groups of items. */
export const DropdownMenuSeparator = forwardRef<HTMLDivElement, DropdownMenuSeparatorProps>(
  function DropdownMenuSeparator({ className, ...rest }, ref) {
    return <RadixDropdownMenu.Separator ref={ref} className={clsx(styles.separator, className)} {...rest} />;
  },
);
