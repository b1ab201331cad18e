import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabsListProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.List>, 'asChild'> {
  /** Names the tab strip when the page has several (e.g. "Casino categories"). */
  'aria-label'?: string;
  /** Whether arrow keys wrap from the last tab to the first. */
  loop?: boolean;
  /** The `TabsTrigger`s. */
  children?: ReactNode;
}

/**
 * The row of tabs (a column with `orientation="vertical"`). A row that does not fit scrolls sideways
 * on narrow screens, and the focused tab scrolls into view.
 */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ className, ...rest }, ref) {
  return <RadixTabs.List ref={ref} className={clsx(styles.list, className)} {...rest} />;
});
