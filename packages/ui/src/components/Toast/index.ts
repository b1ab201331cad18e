export { toastContainerClassName } from './Toast.css';
export { ToastMessage, defaultToastMessages } from './ToastMessage';
export type { ToastKind, ToastMessageProps, ToastMessages } from './ToastMessage';
