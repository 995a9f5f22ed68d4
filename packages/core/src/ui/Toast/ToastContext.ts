import { createContext } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** ms before the message disappears by itself; `0` keeps it until dismissed. @default 3000 */
  duration?: number;
}

export interface ToastApi {
  /** Shows a success message; returns its id. */
  success(message: string, options?: ToastOptions): number;
  /** Shows an error message; returns its id. */
  error(message: string, options?: ToastOptions): number;
  /** Shows a neutral message; returns its id. */
  info(message: string, options?: ToastOptions): number;
  /** Removes a message before its time. */
  dismiss(id: number): void;
}

export const DEFAULT_TOAST_MS = 3000;

export const ToastContext = createContext<ToastApi | null>(null);
