import type { AttachmentServerCode } from '../api/attachmentServerCodes';
import { assign, enqueueActions, fromCallback, setup } from 'xstate';
import { attachmentKindOf } from '../model/attachmentKind';
import { createId } from '@atelier/core';
import type { AttachmentKind, ChatAttachment } from '../model/types';

/** Why a file was not taken at all. */
export type AttachRefusal =
  | { code: 'TOO_LARGE'; name: string; maxBytes: number }
  | { code: 'DUPLICATE'; name: string }
  | { code: 'UNSUPPORTED'; name: string };

/** Why a taken file could not be made ready. */
export interface AttachFailure {
  /** Ours, or our server's answer to the upload (sign in first; over the attachment quota). */
  code: 'UPLOAD_FAILED' | 'RECOGNITION_FAILED' | 'TRANSCRIPTION_FAILED' | AttachmentServerCode;
  message: string;
}

export interface PendingAttachment {
  id: string;
  file: File;
  kind: AttachmentKind;
  status: 'preparing' | 'ready' | 'failed';
  attachment: ChatAttachment | null;
  /** Text of a transcribed audio file, until the composer takes it into the draft. */
  transcript: string | null;
  failure: AttachFailure | null;
}

export interface AttachmentsContext {
  items: PendingAttachment[];
  refusal: AttachRefusal | null;
}

export interface PrepareAttachmentInput {
  id: string;
  file: File;
  kind: AttachmentKind;
  /** Upload images too (models that read links) instead of reading them as data URLs. */
  upload: boolean;
}

export type PrepareAttachmentEvent =
  | { type: 'attachment.prepared'; id: string; attachment: ChatAttachment; transcript: string | null }
  | { type: 'attachment.failed'; id: string; failure: AttachFailure };

export type AttachmentsEvent =
  | {
      type: 'files.add';
      files: readonly File[];
      /** The model reads links: any file is taken and uploaded. */
      anyFile: boolean;
      /** Largest image taken (the server's `uploadImageMaxBytes`). */
      maxImageBytes: number;
    }
  | { type: 'attachment.remove'; id: string }
  | { type: 'transcript.take'; id: string }
  | { type: 'attachments.clear' }
  | { type: 'refusal.dismiss' }
  | PrepareAttachmentEvent;

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified && a.type === b.type;

function refusalFor(file: File, kind: AttachmentKind, items: readonly PendingAttachment[], event: Extract<AttachmentsEvent, { type: 'files.add' }>): AttachRefusal | null {
  if (items.some((item) => sameFile(item.file, file))) return { code: 'DUPLICATE', name: file.name };
  if (kind === 'file' && !event.anyFile) return { code: 'UNSUPPORTED', name: file.name };
  if (kind === 'image' && file.size > event.maxImageBytes) return { code: 'TOO_LARGE', name: file.name, maxBytes: event.maxImageBytes };
  return null;
}

const update = (items: PendingAttachment[], id: string, patch: Partial<PendingAttachment>) => items.map((item) => (item.id === id ? { ...item, ...patch } : item));

/**
 * The files waiting in the composer: each is checked when added (duplicate, type, size), then
 * prepared by its own `prepareAttachment` child (read, upload or transcribe) until it is ready.
 */
export const attachmentsMachine = setup({
  types: { context: {} as AttachmentsContext, events: {} as AttachmentsEvent },
  actors: {
    prepareAttachment: fromCallback<PrepareAttachmentEvent, PrepareAttachmentInput>(() => {
      throw new Error('attachmentsMachine: actor "prepareAttachment" was not provided');
    }),
  },
}).createMachine({
  id: 'attachments',
  context: { items: [], refusal: null },
  on: {
    'files.add': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const items = [...context.items];
        let refusal: AttachRefusal | null = null;
        for (const file of event.files) {
          const kind = attachmentKindOf(file);
          const refused = refusalFor(file, kind, items, event);
          if (refused) {
            refusal = refused;
            continue;
          }
          const id = createId();
          items.push({ id, file, kind, status: 'preparing', attachment: null, transcript: null, failure: null });
          enqueue.spawnChild('prepareAttachment', { id, input: { id, file, kind, upload: event.anyFile } });
        }
        enqueue.assign({ items, refusal });
      }),
    },
    'attachment.prepared': {
      actions: assign(({ context, event }) => ({ items: update(context.items, event.id, { status: 'ready', attachment: event.attachment, transcript: event.transcript }) })),
    },
    'attachment.failed': {
      actions: assign(({ context, event }) => ({ items: update(context.items, event.id, { status: 'failed', failure: event.failure }) })),
    },
    'transcript.take': {
      actions: assign(({ context, event }) => ({ items: update(context.items, event.id, { transcript: null }) })),
    },
    'attachment.remove': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.stopChild(event.id);
        enqueue.assign({ items: context.items.filter((item) => item.id !== event.id), refusal: null });
      }),
    },
    'attachments.clear': {
      actions: enqueueActions(({ context, enqueue }) => {
        for (const item of context.items) enqueue.stopChild(item.id);
        enqueue.assign({ items: [], refusal: null });
      }),
    },
    'refusal.dismiss': { actions: assign({ refusal: null }) },
  },
});
