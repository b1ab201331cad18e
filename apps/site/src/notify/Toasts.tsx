import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { showToastKeptOverReload } from './notify';
import { loadContainer, subscribeToastsWanted, toastsWanted } from './toastify';

const ToastsContainer = lazy(loadContainer);

/** Where the product's toasts appear; the toast library loads with the first toast. */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  // A toast the page before a reload kept for this one.
  useEffect(() => showToastKeptOverReload(), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}
