import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { createPrepareAttachmentActor } from '../actors/createPrepareAttachmentActor';
import type { ChatModelAdapter } from '../api/types';
import { attachmentsMachine, type PrepareAttachmentEvent, type PrepareAttachmentInput } from './attachmentsMachine';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name = 'cat.png', size = PNG.length) => new File([PNG, new Uint8Array(Math.max(0, size - PNG.length))], name, { type: 'image/png', lastModified: 1 });
const add = (files: File[], anyFile = false, maxImageBytes = 1024) => ({ type: 'files.add' as const, files, anyFile, maxImageBytes });

function start(adapter: Partial<ChatModelAdapter> = {}) {
  const actor = createActor(attachmentsMachine.provide({ actors: { prepareAttachment: createPrepareAttachmentActor(adapter as ChatModelAdapter) } }));
  actor.start();
  return actor;
}

describe('attachmentsMachine', () => {
  it('refuses the same file twice, images over the limit, and other files for models that cannot read links', () => {
    const actor = start();
    actor.send(add([png()]));
    actor.send(add([png()]));
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'DUPLICATE', name: 'cat.png' });
    actor.send(add([png('big.png', 2048)]));
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'TOO_LARGE', name: 'big.png', maxBytes: 1024 });
    actor.send(add([new File(['%PDF'], 'r.pdf', { type: 'application/pdf' })]));
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'UNSUPPORTED', name: 'r.pdf' });
    expect(actor.getSnapshot().context.items.map((i) => i.file.name)).toEqual(['cat.png']);
  });

  it('reads an image as a data URL, or uploads it for a model that reads links', async () => {
    const upload = vi.fn(() => Promise.resolve('https://files.test/cat.png'));
    const actor = start({ upload });
    actor.send(add([png()]));
    await waitFor(actor, (s) => s.context.items.every((i) => i.status === 'ready'));
    expect(actor.getSnapshot().context.items[0]?.attachment).toMatchObject({ kind: 'image', name: 'cat.png', dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(upload).not.toHaveBeenCalled();

    actor.send(add([png('dog.png')], true));
    await waitFor(actor, (s) => s.context.items.every((i) => i.status === 'ready'));
    expect(actor.getSnapshot().context.items[1]?.attachment).toEqual({ kind: 'image', name: 'dog.png', type: 'image/png', size: 8, url: 'https://files.test/cat.png' });
  });

  it('fails recognition of an "image" that is not one, and reports upload and transcription failures', async () => {
    const actor = start({ upload: () => Promise.reject(new Error('server is no open uploader')), transcribe: () => Promise.reject(new Error('whisper down')) });
    actor.send(add([new File(['hello'], 'fake.png', { type: 'image/png' }), new File(['%PDF'], 'r.pdf', { type: 'application/pdf' }), new File(['RIFF'], 'memo.wav', { type: 'audio/wav' })], true));
    await waitFor(actor, (s) => s.context.items.every((i) => i.status === 'failed'));
    expect(actor.getSnapshot().context.items.map((i) => i.failure)).toEqual([
      { code: 'RECOGNITION_FAILED', message: 'fake.png' },
      { code: 'UPLOAD_FAILED', message: 'server is no open uploader' },
      { code: 'TRANSCRIPTION_FAILED', message: 'whisper down' },
    ]);
  });

  it('keeps a transcript until the composer takes it', async () => {
    const actor = start({ transcribe: () => Promise.resolve(' Hello there \n') });
    actor.send(add([new File(['RIFF'], 'memo.m4a', { type: '' })]));
    await waitFor(actor, (s) => s.context.items[0]?.status === 'ready');
    const [item] = actor.getSnapshot().context.items;
    expect(item?.transcript).toBe('Hello there');
    actor.send({ type: 'transcript.take', id: item!.id });
    expect(actor.getSnapshot().context.items[0]?.transcript).toBeNull();
  });

  it('stops preparing a removed file', async () => {
    const stopped: string[] = [];
    const actor = createActor(
      attachmentsMachine.provide({
        actors: { prepareAttachment: fromCallback<PrepareAttachmentEvent, PrepareAttachmentInput>(({ input }) => () => void stopped.push(input.file.name)) },
      }),
    ).start();
    actor.send(add([png()]));
    const id = actor.getSnapshot().context.items[0]!.id;
    actor.send({ type: 'attachment.remove', id });
    expect(stopped).toEqual(['cat.png']);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});
