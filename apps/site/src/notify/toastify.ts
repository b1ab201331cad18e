/**
 * react-toastify and its styles load with the first toast of a visit, not with the page. Toasts
 * wait until the container is mounted, so a toast that is later updated (a promise toast) is
 * never lost in the library's queue.
 */
export const loadContainer = () => import('./ToastsContainer');
let loading: Promise<Awaited<ReturnType<typeof loadContainer>>> | undefined;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
const listeners = new Set<() => void>();

/** Called by the container once it is on the page. */
export function containerMounted(): void {
  markMounted();
}

/** The toast library, once its container is on the page. */
export function loadToastify() {
  if (!loading) {
    loading = Promise.all([loadContainer(), mounted]).then(([module]) => module);
    listeners.forEach((listener) => listener());
  }
  return loading;
}

/** Whether a toast was asked for (the container should mount). */
export const toastsWanted = () => loading !== undefined;

export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
