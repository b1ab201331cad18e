import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { OverlayCloseIcon } from '../../private/overlayIcons';
import { overlayCloseButton } from '../../private/overlay.css';
import { Button } from '../Button';
import * as styles from './Toast.css';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export const defaultToastMessages = {
  /** Announced before the title so the kind is not told by colour and icon alone. */
  success: 'Success:',
  error: 'Error:',
  info: 'Information:',
  warning: 'Warning:',
  /** Accessible name of the close icon button. */
  close: 'Dismiss',
};

export type ToastMessages = typeof defaultToastMessages;

export interface ToastMessageProps {
  /** The kind of news: sets the icon, its colour and the announced prefix. */
  kind: ToastKind;
  /** The message itself, e.g. 'Logged in successfully!'. */
  title: ReactNode;
  /** Optional detail under the title. */
  description?: ReactNode;
  /** Shows a close icon button that calls this; pass react-toastify's `closeToast`. */
  onClose?: () => void;
  /** Announced and visible strings, with English defaults (`defaultToastMessages`). */
  messages?: Partial<ToastMessages>;
  /** Extra class names. */
  className?: string;
}

const icons: Record<ToastKind, ReactNode> = {
  success: <path d="M12 2a10 10 0 100 20 10 10 0 000-20zm-1.2 14.2l-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7z" />,
  error: (
    <path d="M12 2a10 10 0 100 20 10 10 0 000-20zm3.5 12.1l-1.4 1.4L12 13.4l-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1z" />
  ),
  info: <path d="M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z" />,
  warning: <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />,
};

/**
 * The content of a toast: an icon by kind, a title and an optional description, plus a close button
 * when `onClose` is given. Carries no live-region role: the toast around it does (react-toastify uses
 * `role="alert"`).
 */
export function ToastMessage({ kind, title, description, onClose, messages, className }: ToastMessageProps) {
  const text = { ...defaultToastMessages, ...messages };
  return (
    <div className={clsx(styles.message, className)} data-kind={kind}>
      <svg
        className={styles.icon({ kind })}
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        {icons[kind]}
      </svg>
      <div className={styles.text}>
        <span className={styles.title}>
          <VisuallyHidden>{text[kind]}</VisuallyHidden> {title}
        </span>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {onClose && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={text.close}
          className={clsx(overlayCloseButton, styles.close)}
          onClick={onClose}
        >
          <OverlayCloseIcon />
        </Button>
      )}
    </div>
  );
}
