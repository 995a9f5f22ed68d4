import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmContext, type ConfirmFn, type ConfirmOptions } from './ConfirmContext';
import { ConfirmDialog } from './ConfirmDialog';

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/** Serves `useConfirm()` for its subtree (AppProvider already includes one); one question at a time. */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false);
        current.current = { ...options, resolve };
        setPending(current.current);
      }),
    [],
  );
  const finish = (ok: boolean) => {
    current.current?.resolve(ok);
    current.current = null;
    setPending(null);
  };
  useEffect(() => () => current.current?.resolve(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        message={pending?.message}
        {...(pending?.confirmLabel ? { confirmLabel: pending.confirmLabel } : {})}
        {...(pending?.cancelLabel ? { cancelLabel: pending.cancelLabel } : {})}
        destructive={pending?.destructive ?? false}
        onConfirm={() => finish(true)}
        onCancel={() => finish(false)}
      />
    </ConfirmContext.Provider>
  );
}
