import { isApiRequestError } from '@atelier/core';
import { fromCallback } from 'xstate';
import { isAttachmentServerCode } from '../api/attachmentServerCodes';
import type { ChatModelAdapter } from '../api/types';
import type { AttachFailure, PrepareAttachmentEvent, PrepareAttachmentInput } from '../machines/attachmentsMachine';
import { looksLikeImage } from '../model/attachmentKind';
import type { ChatAttachment } from '../model/types';

async function dataUrlFromBytes(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The file as a `data:` URL (FileReader in browsers; bytes where there is none, e.g. Node). */
export function readAsDataUrl(file: Blob): Promise<string> {
  if (typeof FileReader === 'undefined') return dataUrlFromBytes(file);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}

async function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 16);
  // FileReader as a fallback: some environments' Blobs lack arrayBuffer().
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  const url = await readAsDataUrl(head);
  const bytes = atob(url.slice(url.indexOf(',') + 1));
  return Uint8Array.from(bytes, (c) => c.charCodeAt(0));
}

class Failure extends Error {
  constructor(readonly failure: AttachFailure) {
    super(failure.message);
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function attempt<T>(code: AttachFailure['code'], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Our server's refusals that the user can act on (sign in, free space) keep their own code.
    if (isApiRequestError(error) && isAttachmentServerCode(error.code)) throw new Failure({ code: error.code, message: error.msg });
    throw new Failure({ code, message: reason(error) });
  }
}

async function prepare(input: PrepareAttachmentInput, adapter: ChatModelAdapter, signal: AbortSignal) {
  const { file, kind } = input;
  const fileName = file.name || (kind === 'image' ? 'image.png' : 'file');
  const base: ChatAttachment = { kind, name: fileName, type: file.type, size: file.size };
  const upload = async () => {
    if (!adapter.upload) throw new Error('No upload service');
    return adapter.upload(file, { fileName, signal });
  };
  if (kind === 'audio') {
    const text = await attempt('TRANSCRIPTION_FAILED', async () => {
      if (!adapter.transcribe) throw new Error('No transcription service');
      return adapter.transcribe(file, { fileName, signal });
    });
    return { attachment: base, transcript: text.trim() };
  }
  if (kind === 'image') {
    const head = await attempt('RECOGNITION_FAILED', () => readHead(file));
    if (!looksLikeImage(head)) throw new Failure({ code: 'RECOGNITION_FAILED', message: fileName });
    if (input.upload) return { attachment: { ...base, url: await attempt('UPLOAD_FAILED', upload) }, transcript: null };
    return { attachment: { ...base, dataUrl: await attempt('RECOGNITION_FAILED', () => readAsDataUrl(file)) }, transcript: null };
  }
  return { attachment: { ...base, url: await attempt('UPLOAD_FAILED', upload) }, transcript: null };
}

/**
 * `prepareAttachment` for `attachmentsMachine`: images are read as data URLs (or uploaded for
 * models that read links), audio is transcribed, other files are uploaded. Removing the file
 * aborts the request.
 */
export function createPrepareAttachmentActor(adapter: ChatModelAdapter) {
  return fromCallback<PrepareAttachmentEvent, PrepareAttachmentInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    prepare(input, adapter, controller.signal).then(
      ({ attachment, transcript }) => {
        if (!controller.signal.aborted) sendBack({ type: 'attachment.prepared', id: input.id, attachment, transcript });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Failure ? error.failure : { code: 'UPLOAD_FAILED' as const, message: reason(error) };
        sendBack({ type: 'attachment.failed', id: input.id, failure });
      },
    );
    return () => controller.abort();
  });
}
