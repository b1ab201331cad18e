import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { overlayBackdrop } from '../../private/overlay.css';
import { OverlayCloseButton } from '../../private/overlayCloseButton';
import * as styles from './Drawer.css';

export const defaultDrawerMessages = {
  /** Accessible name of the close icon button. */
  close: 'Close menu',
};

export type DrawerMessages = typeof defaultDrawerMessages;

export interface DrawerContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'asChild' | 'title'
> {
  /** The edge the drawer slides in from. */
  side?: 'left' | 'right';
  /** Width as a CSS length; never wider than the viewport. */
  width?: string;
  /** Heading of the drawer; it also gives the drawer its accessible name. */
  title: ReactNode;
  /** Keep the title for screen readers only (the mobile menu has no visible heading). */
  hideTitle?: boolean;
  /** Visible and announced strings, with English defaults (`defaultDrawerMessages`). */
  messages?: Partial<DrawerMessages>;
}

/**
 * The sliding panel with its overlay, portalled to the body: a header with the title and a close
 * button, then the scrolling body (`children`).
 */
export const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(function DrawerContent(
  { side = 'left', width = '20rem', title, hideTitle = false, messages, className, style, children, ...rest },
  ref,
) {
  const text = { ...defaultDrawerMessages, ...messages };
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={clsx(overlayBackdrop, styles.overlay)} />
      <RadixDialog.Content
        ref={ref}
        aria-describedby={undefined}
        data-side={side}
        className={clsx(styles.content({ side }), className)}
        style={{ ...assignInlineVars({ [styles.widthVar]: width }), ...style }}
        {...rest}
      >
        <div className={clsx(styles.header, hideTitle && styles.headerTitleHidden)}>
          {hideTitle ? <VisuallyHidden asChild>{heading}</VisuallyHidden> : heading}
          <OverlayCloseButton label={text.close} />
        </div>
        <div className={styles.body}>{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});
