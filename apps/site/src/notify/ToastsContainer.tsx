import { toastContainerClassName } from '@casino/ui/Toast';
import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { containerMounted } from './toastify';

export { toast };

/** Where the product's toasts appear, themed by the design system. */
export default function ToastsContainer() {
  useEffect(() => containerMounted(), []);
  return (
    <ToastContainer className={toastContainerClassName} position="top-right" newestOnTop limit={4} hideProgressBar />
  );
}
