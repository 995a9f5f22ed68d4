import { createContext, type ReactNode } from 'react';

export interface ConfirmOptions {
  /** The question, e.g. "Delete this book?". */
  title: string;
  /** Consequences shown under the question. @default undefined */
  message?: ReactNode;
  /** Text of the confirming button. @default t('ui.confirm') */
  confirmLabel?: string;
  /** Text of the cancelling button. @default t('ui.cancel') */
  cancelLabel?: string;
  /** Red confirm button for destructive actions. @default false */
  destructive?: boolean;
}

/** Resolves `true` when confirmed, `false` when cancelled or dismissed. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);
