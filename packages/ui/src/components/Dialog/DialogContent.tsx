import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { overlayBackdrop } from '../../private/overlay.css';
import { OverlayCloseButton } from '../../private/overlayCloseButton';
import * as styles from './Dialog.css';

export const defaultDialogMessages = {
  /** Accessible name of the close icon button. */
  close: 'Close',
};

export type DialogMessages = typeof defaultDialogMessages;

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'asChild'> {
  /**
   * Width of the panel on wide screens (`sm` 24rem, `md` 32rem, `lg` 48rem); `fullscreen` fills the viewport.
   * On mobile (`media.mobile`) every size becomes a full-screen sheet.
   */
  size?: 'sm' | 'md' | 'lg' | 'fullscreen';
  /** Leave out the close icon button, for flows closed by their own buttons. Escape still closes. */
  hideClose?: boolean;
  /** Visible and announced strings, with English defaults (`defaultDialogMessages`). */
  messages?: Partial<DialogMessages>;
  /** Element to portal into; defaults to `document.body`, which inherits the `data-theme` of `<html>`. */
  container?: HTMLElement | null;
}

/**
 * The dialog panel with its backdrop, portalled to the body. Needs a `DialogTitle` for its accessible
 * name; without a `DialogDescription`, pass `aria-describedby={undefined}`.
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { size = 'md', hideClose = false, messages, container, className, children, ...rest },
  ref,
) {
  const text = { ...defaultDialogMessages, ...messages };
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={clsx(overlayBackdrop, styles.overlay)} />
      <RadixDialog.Content ref={ref} className={clsx(styles.content({ size }), className)} {...rest}>
        {children}
        {!hideClose && <OverlayCloseButton label={text.close} className={styles.close} />}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});
