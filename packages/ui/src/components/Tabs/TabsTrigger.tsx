import * as RadixTabs from '@radix-ui/react-tabs';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabsTriggerProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Trigger>, 'asChild'> {
  /** The value of the `TabsContent` this tab shows. It becomes part of element ids: use a slug without spaces. */
  value: string;
  /** Icon before the label (decorative: mark it `aria-hidden`). */
  icon?: ReactNode;
  /** A count shown in a badge after the label (games in a category, events in a sport); announced as "Label (count)". */
  count?: number | string;
  /** Keep the tab visible but not selectable; arrow keys skip it. */
  disabled?: boolean;
  /** The label. */
  children?: ReactNode;
}

/** One tab. Selected by click or, with focus in the strip, by the arrow keys, Home and End. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { icon, count, className, children, ...rest },
  ref,
) {
  return (
    <RadixTabs.Trigger ref={ref} className={clsx(styles.trigger, className)} {...rest}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <span>{children}</span>
      {count !== undefined && (
        <>
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
          {/* Keeps "Label (count)" apart where flex items are not blockified (jsdom). */}{' '}
          <VisuallyHidden>({count})</VisuallyHidden>
        </>
      )}
    </RadixTabs.Trigger>
  );
});
