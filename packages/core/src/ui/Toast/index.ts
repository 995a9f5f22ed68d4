export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export { useToast } from './useToast';
export { DEFAULT_TOAST_MS, type ToastApi, type ToastOptions, type ToastTone } from './ToastContext';
