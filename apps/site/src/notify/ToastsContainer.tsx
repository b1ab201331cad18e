import { toastContainerClassName } from '@casino/ui/Toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { containerMounted } from './toastify';

export { toast };

/** Where the product's toasts appear, themed by the design system. */
export default function ToastsContainer() {
  const { t } = useTranslation();
  useEffect(() => containerMounted(), []);
  return (
    <ToastContainer
      className={toastContainerClassName}
      position="top-right"
      newestOnTop
      limit={4}
      hideProgressBar
      aria-label={t('toast.region', { defaultValue: 'Notifications Alt+T' })}
    />
  );
}
