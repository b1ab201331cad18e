import { lazy, Suspense } from 'react';
import { loadToastify } from './toastify';

const ToastsContainer = lazy(loadToastify);

/** Where the product's toasts appear; the toast library loads after the first paint. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}
