import { lazyModule, Spinner, useLatest, useLazyModule, useT } from '@atelier/core';
import { type ComponentType, useEffect } from 'react';
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
  const view = lazyModule(load);

  function LazyDialogView(props: P) {
    const { open, onOpenChange } = props;
    const { value: View, failed } = useLazyModule(view, open);
    const close = useLatest(onOpenChange);
    useEffect(() => {
      if (failed && open) close.current(false);
    }, [failed, open, close]);
    if (View) return <View {...props} />;
    if (open && !failed) return <DialogLoading />;
    return failed ? <DialogFailed /> : null;
  }
  return Object.assign(LazyDialogView, { preload: view.preload });
}
