import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTabs.Root>,
  'asChild' | 'value' | 'defaultValue' | 'onValueChange' | 'orientation'
> {
  /** The selected tab's value. Makes the tabs controlled: pair it with `onValueChange`. */
  value?: string;
  /** The tab selected at first when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected tab's value (on click, or as the arrow keys move focus). */
  onValueChange?: (value: string) => void;
  /** `horizontal` for a tab strip above the panels; `vertical` for a sidebar beside them (the player dashboard). Arrow keys follow it. */
  orientation?: 'horizontal' | 'vertical';
  /** A `TabsList` of `TabsTrigger`s and one `TabsContent` per tab. */
  children?: ReactNode;
}

/** Switches between panels of content. Compose with `TabsList`, `TabsTrigger` and `TabsContent`. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { orientation = 'horizontal', className, ...rest },
  ref,
) {
  return <RadixTabs.Root ref={ref} orientation={orientation} className={clsx(styles.root, className)} {...rest} />;
});
