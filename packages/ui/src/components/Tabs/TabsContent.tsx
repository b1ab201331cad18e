import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabsContentProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Content>, 'asChild'> {
  /** The value of the `TabsTrigger` that shows this panel. */
  value: string;
  /** Keep the panel in the DOM (hidden) while another tab is selected, e.g. to keep a form's state. */
  forceMount?: true;
  /** The panel's content. */
  children?: ReactNode;
}

/** The panel of one tab, labelled by its tab. Reachable with Tab from the strip. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={clsx(styles.content, className)} {...rest} />;
});
