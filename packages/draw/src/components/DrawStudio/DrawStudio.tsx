import { type DrawStudioProps, useDrawStudio } from '../../hooks/useDrawStudio';
import { DrawStudioView } from './DrawStudioView';
import { useStudioDialogs } from './useStudioDialogs';

/**
 * Midjourney (through midjourney-proxy) and DALL·E drawing: imagine, blend, describe, face swap,
 * result actions, and a task list that survives reloads.
 * @example
 * <AppProvider config={config}><DrawStudio listId="default" /></AppProvider>
 */
export function DrawStudio(props: DrawStudioProps) {
  const { view, dialog, closeDialog, submitDialog } = useDrawStudio(props);
  const { ZoomDialog, MaskEditor } = useStudioDialogs(dialog, closeDialog);
  return (
    <>
      <DrawStudioView {...view} />
      {dialog?.type === 'zoom' && ZoomDialog && (
        <ZoomDialog open prompt={dialog.prompt} onClose={closeDialog} onSubmit={(prompt) => submitDialog({ prompt })} />
      )}
      {dialog?.type === 'mask' && dialog.imageSrc && MaskEditor && (
        <MaskEditor open imageSrc={dialog.imageSrc} prompt={dialog.prompt} onClose={closeDialog} onSubmit={submitDialog} />
      )}
    </>
  );
}
DrawStudio.displayName = '@atelier/draw/DrawStudio';
