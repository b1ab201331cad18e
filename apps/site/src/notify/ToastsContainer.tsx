import { toastContainerClassName } from '@casino/ui';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';

export { toast };

/** Where the product's toasts appear, themed by the design system. */
export default function ToastsContainer() {
  return (
    <ToastContainer className={toastContainerClassName} position="top-right" newestOnTop limit={4} hideProgressBar />
  );
}
