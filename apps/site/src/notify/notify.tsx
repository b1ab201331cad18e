import { TOAST_AUTO_CLOSE_MS, type ToastKind } from '@casino/rules';
import { ToastMessage } from '@casino/ui';
import { loadToastify } from './toastify';

/**
 * The product's own toasts (spec point 4): the four kinds, closing after 2 seconds, drawn by
 * the design system's ToastMessage inside react-toastify's container.
 */
export function notify(kind: ToastKind, message: string): void {
  void loadToastify().then(({ toast }) =>
    toast(({ closeToast }) => <ToastMessage kind={kind} title={message} onClose={closeToast} />, {
      type: kind,
      autoClose: TOAST_AUTO_CLOSE_MS,
      icon: false,
      closeButton: false,
    }),
  );
}

notify.success = (message: string) => notify('success', message);
notify.error = (message: string) => notify('error', message);
notify.info = (message: string) => notify('info', message);
notify.warning = (message: string) => notify('warning', message);

/** The spec's default promise texts (point 8). */
export const DEFAULT_PROMISE_TEXTS = {
  pending: 'Loading...',
  success: 'Operation successful!',
  error: 'Something went wrong.',
};

/**
 * A pending toast that turns into success or error when the work settles (e.g. 'Updating in
 * progress' then 'Updated'); the error text is the server's message when there is one.
 */
export async function notifyPromise<T>(
  work: Promise<T>,
  texts: {
    pending?: string;
    success?: string | ((value: T) => string);
    error?: string | ((error: unknown) => string);
  } = {},
): Promise<T> {
  // The work may settle while the toast library loads: it is awaited below.
  work.catch(() => undefined);
  const { toast } = await loadToastify();
  const id = toast(() => <ToastMessage kind="info" title={texts.pending ?? DEFAULT_PROMISE_TEXTS.pending} />, {
    autoClose: false,
    icon: false,
    closeButton: false,
  });
  try {
    const value = await work;
    const title =
      typeof texts.success === 'function' ? texts.success(value) : (texts.success ?? DEFAULT_PROMISE_TEXTS.success);
    toast.update(id, {
      render: ({ closeToast }) => <ToastMessage kind="success" title={title} onClose={closeToast} />,
      type: 'success',
      autoClose: TOAST_AUTO_CLOSE_MS,
    });
    return value;
  } catch (error) {
    const title =
      typeof texts.error === 'function'
        ? texts.error(error)
        : (error instanceof Error && error.message) || texts.error || DEFAULT_PROMISE_TEXTS.error;
    toast.update(id, {
      render: ({ closeToast }) => <ToastMessage kind="error" title={title} onClose={closeToast} />,
      type: 'error',
      autoClose: TOAST_AUTO_CLOSE_MS,
    });
    throw error;
  }
}
