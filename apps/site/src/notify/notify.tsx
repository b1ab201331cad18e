import { TOAST_AUTO_CLOSE_MS, type ToastKind } from '@casino/rules';
import { ToastMessage } from '@casino/ui/Toast';
import { useEffect, useSyncExternalStore } from 'react';
import { tr } from '../i18n/translate';
import { loadToastify } from './toastify';
import { errorMessage } from '../data/errors';

/** The toasts on screen by kind and message (`kind:message`), with the library's id of each. */
const onScreen = new Map<string, string>();
let shown = 0;

/**
 * The content of a toast: it closes itself 2 seconds after it shows (not by the library's
 * progress-bar animation, which a page without focus or a hovered corner holds back), and frees
 * its message for the next toast as it starts leaving.
 */
function TimedToast({ kind, message, close }: { kind: ToastKind; message: string; close: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(close, TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [close]);
  return <ToastMessage kind={kind} title={message} onClose={close} messages={toastMessages()} />;
}

/**
 * The product's own toasts (spec point 4): the four kinds, closing after 2 seconds, drawn by
 * the design system's ToastMessage inside react-toastify's container. The same message of the same
 * kind shows once while it is on screen (a filter submitted five times says it once); a success
 * takes the errors on screen away (the right password after a wrong one).
 */
export function notify(kind: ToastKind, message: string): void {
  const key = `${kind}:${message}`;
  if (onScreen.has(key)) return;
  shown += 1;
  const toastId = `${key}#${shown}`;
  onScreen.set(key, toastId);
  void loadToastify().then(({ toast }) => {
    if (kind === 'success') {
      for (const [other, id] of onScreen)
        if (other.startsWith('error:')) {
          onScreen.delete(other);
          toast.dismiss(id);
        }
    }
    const close = () => {
      if (onScreen.get(key) === toastId) onScreen.delete(key);
      toast.dismiss(toastId);
    };
    toast(() => <TimedToast kind={kind} message={message} close={close} />, {
      toastId,
      type: kind,
      autoClose: false,
      icon: false,
      closeButton: false,
      // Closed by the library too (a dismissal of all): the message may show again.
      onClose: () => {
        if (onScreen.get(key) === toastId) onScreen.delete(key);
      },
    });
  });
}

/** The announced kind and the close button's name, in the player's language. */
function toastMessages() {
  return {
    success: tr('toast.kindSuccess', 'Success:'),
    error: tr('toast.kindError', 'Error:'),
    info: tr('toast.kindInfo', 'Information:'),
    warning: tr('toast.kindWarning', 'Warning:'),
    close: tr('toast.dismiss', 'Dismiss'),
  };
}

const AFTER_RELOAD_KEY = 'toast-after-reload';

/** A toast for the page the site is about to reload into (sign-in on the sportsbook reloads it). */
notify.afterReload = (kind: ToastKind, message: string) => {
  try {
    window.sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify({ kind, message }));
  } catch {
    // Without storage the toast is lost with the page, as before.
  }
};

/** Shows the toast kept for this page by the one before its reload, once. */
export function showToastKeptOverReload(): void {
  try {
    const kept = window.sessionStorage.getItem(AFTER_RELOAD_KEY);
    if (!kept) return;
    window.sessionStorage.removeItem(AFTER_RELOAD_KEY);
    const { kind, message } = JSON.parse(kept) as { kind: ToastKind; message: string };
    notify(kind, message);
  } catch {
    // Nothing kept, or no storage.
  }
}

notify.success = (message: string) => notify('success', message);
notify.error = (message: string) => notify('error', message);
notify.info = (message: string) => notify('info', message);
notify.warning = (message: string) => notify('warning', message);

/** The spec's default promise texts (point 8), in English: the player sees them in their language. */
export const DEFAULT_PROMISE_TEXTS = {
  pending: 'Loading...',
  success: 'Operation successful!',
  error: 'Something went wrong.',
};

type Outcome = { kind: ToastKind; title: string } | null;

/** The outcome of a promise toast, which its content reads when it settles. */
function outcomeStore() {
  let outcome: Outcome = null;
  const listeners = new Set<() => void>();
  return {
    get: () => outcome,
    set(next: Outcome) {
      outcome = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The content of a promise toast: the pending text, then the outcome, closing 2 seconds after it.
 * It reads the outcome itself rather than being updated by the library, because a toast still
 * waiting in the library's queue (at most four show at once) cannot be updated and would keep its
 * pending text forever.
 */
function PromiseToast({
  pending,
  outcome,
  closeToast,
}: {
  pending: string;
  outcome: ReturnType<typeof outcomeStore>;
  closeToast: () => void;
}) {
  const settled = useSyncExternalStore(outcome.subscribe, outcome.get);
  useEffect(() => {
    if (!settled) return;
    const timer = window.setTimeout(closeToast, TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [settled, closeToast]);
  if (!settled) return <ToastMessage kind="info" title={pending} messages={toastMessages()} />;
  return <ToastMessage kind={settled.kind} title={settled.title} onClose={closeToast} messages={toastMessages()} />;
}

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
  const outcome = outcomeStore();
  const pending = texts.pending ?? tr('toast.promisePending', DEFAULT_PROMISE_TEXTS.pending);
  toast(({ closeToast }) => <PromiseToast pending={pending} outcome={outcome} closeToast={closeToast} />, {
    autoClose: false,
    icon: false,
    closeButton: false,
  });
  try {
    const value = await work;
    const title =
      typeof texts.success === 'function'
        ? texts.success(value)
        : (texts.success ?? tr('toast.promiseSuccess', DEFAULT_PROMISE_TEXTS.success));
    outcome.set({ kind: 'success', title });
    return value;
  } catch (error) {
    const title =
      typeof texts.error === 'function'
        ? texts.error(error)
        : errorMessage(error, texts.error || tr('toast.promiseError', DEFAULT_PROMISE_TEXTS.error));
    outcome.set({ kind: 'error', title });
    throw error;
  }
}
