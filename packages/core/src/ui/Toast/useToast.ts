import { useContext } from 'react';
import { type ToastApi, ToastContext } from './ToastContext';

/**
 * The message service of the nearest ToastProvider (AppProvider includes one).
 * @example
 * const toast = useToast();
 * toast.success(t('upload.done'));
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <AppProvider> (or a <ToastProvider>).');
  return api;
}
