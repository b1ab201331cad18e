import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

export interface DropdownMenuGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDropdownMenu.Group>,
  'asChild'
> {
  /** Name the group with `aria-label` (or `aria-labelledby`) when the menu has several. */
  'aria-label'?: string;
  /** The `DropdownMenuItem`s that belong together. */
  children?: ReactNode;
}

/** Items that belong together inside a menu (role `group`), such as the figures of one wallet. */
export const DropdownMenuGroup = forwardRef<HTMLDivElement, DropdownMenuGroupProps>(
  function DropdownMenuGroup(props, ref) {
    return <RadixDropdownMenu.Group ref={ref} {...props} />;
  },
);
