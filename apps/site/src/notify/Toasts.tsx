import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadContainer, subscribeToastsWanted, toastsWanted } from './toastify';

const ToastsContainer = lazy(loadContainer);

/** Where the product's toasts appear; the toast library loads with the first toast. */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}
