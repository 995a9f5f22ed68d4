import { useContext } from 'react';
import { ConfirmContext, type ConfirmFn } from './ConfirmContext';

/**
 * Asks a question in a ConfirmDialog and resolves with the answer.
 * @example
 * const confirm = useConfirm();
 * if (await confirm({ title: 'Delete this book?', destructive: true })) remove();
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <AppProvider> (or a <ConfirmProvider>).');
  return confirm;
}
