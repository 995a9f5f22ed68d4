import { lazyModule, useLatest, useLazyModule, useT, useToast } from '@atelier/core';
import { useEffect } from 'react';
import { drawNamespace } from '../../i18n/drawNamespace';
import type { PendingDialog } from '../../hooks/useDrawStudio';

// The canvas editor is only needed for partial redraw, and the zoom dialog for a custom zoom; keep
// both out of the first load.
const zoomDialog = lazyModule(() => import('../ZoomDialog/ZoomDialog').then((m) => m.ZoomDialog));
const maskEditor = lazyModule(() => import('../MaskEditor/MaskEditor').then((m) => m.MaskEditor));

/**
 * The result buttons' dialogs, downloaded when one opens. A download that fails (offline before
 * the chunk was cached) closes the request with a message instead of breaking the studio; opening
 * the dialog again downloads again.
 */
export function useStudioDialogs(dialog: PendingDialog, closeDialog: () => void) {
  const t = useT(drawNamespace);
  const toast = useToast();
  const zoom = useLazyModule(zoomDialog, dialog?.type === 'zoom');
  const mask = useLazyModule(maskEditor, dialog?.type === 'mask');
  const failed = (dialog?.type === 'zoom' && zoom.failed) || (dialog?.type === 'mask' && mask.failed);
  const close = useLatest(closeDialog);
  useEffect(() => {
    if (!failed) return;
    toast.error(t('studio.dialogFailed'));
    close.current();
  }, [failed, toast, t, close]);
  return { ZoomDialog: zoom.value, MaskEditor: mask.value };
}
