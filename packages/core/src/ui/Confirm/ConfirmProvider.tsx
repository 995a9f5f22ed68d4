import { createContext, type ReactNode, useCallback, useContext, useId, useRef, useState } from 'react';
import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** Red confirm button for deletions. @default false */
  destructive?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/** One confirmation dialog at a time; the safe choice (Cancel) has focus first. */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const t = useT(coreNamespace);
  const [pending, setPending] = useState<Pending | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );

  const finish = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={pending !== null}
        onOpenChange={() => finish(false)}
        title={pending?.title ?? ''}
        role="alertdialog"
        describedBy={pending?.message ? messageId : undefined}
        initialFocus={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} onClick={() => finish(false)}>
              {pending?.cancelLabel ?? t('ui.cancel')}
            </Button>
            <Button variant={pending?.destructive ? 'danger' : 'primary'} onClick={() => finish(true)}>
              {pending?.confirmLabel ?? t('ui.confirm')}
            </Button>
          </>
        }
      >
        {pending?.message ? <div id={messageId}>{pending.message}</div> : null}
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <AppProvider>');
  return confirm;
}
