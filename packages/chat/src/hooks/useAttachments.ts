import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { createPrepareAttachmentActor } from '../actors/createPrepareAttachmentActor';
import type { ChatModelAdapter } from '../api/types';
import { isReverseModel } from '../contextWindow/visionModels';
import { type AttachFailure, type AttachRefusal, type AttachmentsContext, attachmentsMachine } from '../machines/attachmentsMachine';
import { acceptFor } from '../model/attachmentKind';
import type { AttachmentKind, ChatAttachment } from '../model/types';

/** Spec §9: images of at most 1 MB, unless the server's session says otherwise. */
export const DEFAULT_IMAGE_MAX_BYTES = 1024 * 1024;

export interface PendingAttachmentView {
  id: string;
  name: string;
  kind: AttachmentKind;
  size: number;
  status: 'preparing' | 'ready' | 'failed';
  /** A data URL or link to show as a thumbnail, once the image is ready. */
  previewUrl: string | null;
  failure: AttachFailure | null;
  /** Transcribed text not yet added to the draft. */
  transcript: string | null;
}

/** The composer's attachments: what is pending, and what the attach button, paste and drop do. */
export interface AttachViewModel {
  items: PendingAttachmentView[];
  /** What the next message carries (ready files only). */
  ready: ChatAttachment[];
  /** Some file is still being read, uploaded or transcribed; sending waits. */
  busy: boolean;
  /** The last file refused, and why. */
  refusal: AttachRefusal | null;
  /** For the file picker; '' accepts any file (models that read links). */
  accept: string;
  onAdd: (files: readonly File[]) => void;
  onRemove: (id: string) => void;
  onTakeTranscript: (id: string) => void;
  onClear: () => void;
  onDismissRefusal: () => void;
}

const selectContext = (s: { context: AttachmentsContext }) => s.context;

export function useAttachments(options: { adapter: ChatModelAdapter; model: string; maxImageBytes?: number | null }): AttachViewModel {
  const { adapter, model } = options;
  const maxImageBytes = options.maxImageBytes ?? DEFAULT_IMAGE_MAX_BYTES;
  const logic = useMemo(() => attachmentsMachine.provide({ actors: { prepareAttachment: createPrepareAttachmentActor(adapter) } }), [adapter]);
  const actorRef = useActorRef(logic);
  const { items, refusal } = useSelector(actorRef, selectContext);
  const anyFile = isReverseModel(model);

  return useMemo(
    () => ({
      items: items.map((item) => ({
        id: item.id,
        name: item.file.name || item.attachment?.name || '',
        kind: item.kind,
        size: item.file.size,
        status: item.status,
        previewUrl: item.kind === 'image' ? (item.attachment?.dataUrl ?? item.attachment?.url ?? null) : null,
        failure: item.failure,
        transcript: item.transcript,
      })),
      ready: items.flatMap((item) => (item.status === 'ready' && item.attachment ? [item.attachment] : [])),
      busy: items.some((item) => item.status === 'preparing'),
      refusal,
      accept: acceptFor(anyFile),
      onAdd: (files) => actorRef.send({ type: 'files.add', files, anyFile, maxImageBytes }),
      onRemove: (id) => actorRef.send({ type: 'attachment.remove', id }),
      onTakeTranscript: (id) => actorRef.send({ type: 'transcript.take', id }),
      onClear: () => actorRef.send({ type: 'attachments.clear' }),
      onDismissRefusal: () => actorRef.send({ type: 'refusal.dismiss' }),
    }),
    [items, refusal, actorRef, anyFile, maxImageBytes],
  );
}
