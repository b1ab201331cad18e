import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

export interface DropdownMenuRadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDropdownMenu.RadioGroup>,
  'asChild' | 'value' | 'onValueChange'
> {
  /** The value of the checked `DropdownMenuRadioItem` (e.g. the selected wallet's name). */
  value?: string;
  /** Called with the value of the item the player chooses. */
  onValueChange?: (value: string) => void;
  /** The `DropdownMenuRadioItem`s. */
  children?: ReactNode;
}

/** A set of mutually exclusive choices inside a menu, such as the wallet to play with. */
export const DropdownMenuRadioGroup = forwardRef<HTMLDivElement, DropdownMenuRadioGroupProps>(
  function DropdownMenuRadioGroup(props, ref) {
    return <RadixDropdownMenu.RadioGroup ref={ref} {...props} />;
  },
);
