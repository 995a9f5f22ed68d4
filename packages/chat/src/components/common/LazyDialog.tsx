import { Spinner, useT } from '@atelier/core';
import { type ComponentType, useEffect, useState } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { DialogLoadingRoot } from './LazyDialog.styles';

/** "Opening…" where a dialog's code is on its way; never focused, so focus stays on the opener. */
export function DialogLoading() {
  const t = useT(chatNamespace);
  return (
    <DialogLoadingRoot role="status" data-part="dialog-loading">
      <Spinner size={12} label={null} />
      {t('composer.dialogLoading')}
    </DialogLoadingRoot>
  );
}

/** The dialog's code could not be downloaded; opening it again tries again. */
export function DialogFailed() {
  const t = useT(chatNamespace);
  return (
    <DialogLoadingRoot role="alert" data-part="dialog-failed">
      {t('composer.dialogFailed')}
    </DialogLoadingRoot>
  );
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface LazyDialog<P extends DialogProps> {
  (props: P): React.JSX.Element | null;
  /** Starts the download early (when the pointer or focus reaches the button that opens it). */
  preload: () => void;
}

/**
 * A dialog view whose code is fetched with `import()` on its first open (or `preload`), so a panel
 * whose tools are never used never downloads them. Until the code arrives a small "Opening…"
 * status shows and focus stays on the opener, so the dialog's own focus handling (moving in,
 * returning to the opener on close) works as before. A failed download closes the dialog with a
 * message; opening it again tries again.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchView = () =>
    (pending ??= load().then(
      (view) => (loaded = view),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function LazyDialogView(props: P) {
    const [View, setView] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const { open, onOpenChange } = props;
    // Fetched meanwhile by another instance or `preload`: no need to wait for the effect.
    const Current = View ?? loaded;
    useEffect(() => {
      if (!open || Current) return;
      let live = true;
      fetchView().then(
        (view) => live && (setFailed(false), setView(() => view)),
        () => live && (setFailed(true), onOpenChange(false)),
      );
      return () => {
        live = false;
      };
    }, [open, Current, onOpenChange]);
    if (Current) return <Current {...props} />;
    if (open) return <DialogLoading />;
    return failed ? <DialogFailed /> : null;
  }
  return Object.assign(LazyDialogView, { preload: () => void fetchView().catch(() => undefined) });
}
