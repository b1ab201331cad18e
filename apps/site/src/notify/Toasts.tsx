import { toastContainerClassName } from '@casino/ui';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';

/** Where the product's toasts appear, themed by the design system. */
export function Toasts() {
  return (
    <ToastContainer className={toastContainerClassName} position="top-right" newestOnTop limit={4} hideProgressBar />
  );
}
