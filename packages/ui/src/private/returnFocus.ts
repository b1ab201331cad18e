import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For dialogs opened by the app rather than by a `DialogTrigger`: remembers what had focus when the
 * dialog opened (layout effects run before the dialog moves focus inside) and gives it back on
 * close, if it is still in the page. Pass the returned handler as `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target && target.isConnected && target !== document.body) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
