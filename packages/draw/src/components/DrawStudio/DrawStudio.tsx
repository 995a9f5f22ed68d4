import { lazy, Suspense } from 'react';
import { type DrawStudioProps, useDrawStudio } from '../../hooks/useDrawStudio';
import { DrawStudioView } from './DrawStudioView';

// The canvas editor is only needed for partial redraw, and the zoom dialog for a custom zoom; keep
// both out of the first load.
const ZoomDialog = lazy(() => import('../ZoomDialog/ZoomDialog').then((m) => ({ default: m.ZoomDialog })));
const MaskEditor = lazy(() => import('../MaskEditor/MaskEditor').then((m) => ({ default: m.MaskEditor })));

/**
 * Midjourney (through midjourney-proxy) and DALL·E drawing: imagine, blend, describe, face swap,
 * result actions, and a task list that survives reloads.
 * @example
 * <AppProvider config={config}><DrawStudio listId="default" /></AppProvider>
 */
export function DrawStudio(props: DrawStudioProps) {
  const { view, dialog, closeDialog, submitDialog } = useDrawStudio(props);
  return (
    <>
      <DrawStudioView {...view} />
      {dialog?.type === 'zoom' && (
        <Suspense fallback={null}>
          <ZoomDialog open prompt={dialog.prompt} onClose={closeDialog} onSubmit={(prompt) => submitDialog({ prompt })} />
        </Suspense>
      )}
      {dialog?.type === 'mask' && dialog.imageSrc && (
        <Suspense fallback={null}>
          <MaskEditor open imageSrc={dialog.imageSrc} prompt={dialog.prompt} onClose={closeDialog} onSubmit={submitDialog} />
        </Suspense>
      )}
    </>
  );
}
DrawStudio.displayName = '@atelier/draw/DrawStudio';
