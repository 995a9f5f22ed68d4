import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { uploadFileMachine, type UploadFileEvent } from './uploadFileMachine';
import type { UploadRequest, UploadResult } from './uploadTypes';

const request: UploadRequest = { file: { name: 'a.epub', size: 1000 }, fields: { title: 'A', file_index: 0, total_files: 1 } };
const result = { book: { id: 'b1' }, file: { id: 'f1' } } as UploadResult;

/** A fake I/O actor the test drives by hand; `stopped` counts cleanups (cancel must stop the transfer). */
function controllable() {
  const calls: Array<{ input: UploadRequest; send: (e: UploadFileEvent) => void }> = [];
  let stopped = 0;
  const logic = fromCallback<UploadFileEvent, UploadRequest>(({ input, sendBack }) => {
    calls.push({ input, send: sendBack });
    return () => {
      stopped += 1;
    };
  });
  return { logic, calls, stopped: () => stopped };
}

describe('uploadFileMachine', () => {
  it('reports progress, speed and time left, then finishes with the book', async () => {
    const fake = controllable();
    const actor = createActor(uploadFileMachine.provide({ actors: { uploadFile: fake.logic } }), { input: {} }).start();
    actor.send({ type: 'upload.start', request });
    expect(actor.getSnapshot().value).toBe('uploading');
    const send = fake.calls[0]!.send;
    send({ type: 'upload.progress', loaded: 100, total: 1000, at: 0 });
    send({ type: 'upload.progress', loaded: 300, total: 1000, at: 1000 });
    const ctx = actor.getSnapshot().context;
    expect([ctx.loaded, ctx.speed, ctx.secondsLeft]).toEqual([300, 200, 4]);
    send({ type: 'upload.succeeded', result });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toBe(result);
  });

  it('keeps the error code on failure and retries the same file', () => {
    const fake = controllable();
    const actor = createActor(uploadFileMachine.provide({ actors: { uploadFile: fake.logic } }), { input: { request } }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'upload.start' });
    fake.calls[0]!.send({ type: 'upload.failed', error: { code: 'PAYLOAD_TOO_LARGE', status: 413 } });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, attempts: 2, loaded: 0 });
    expect(fake.calls[1]!.input).toBe(request);
  });

  it('stops the transfer on cancel and can start again', () => {
    const fake = controllable();
    const actor = createActor(uploadFileMachine.provide({ actors: { uploadFile: fake.logic } }), { input: { request, autoStart: true } }).start();
    expect(actor.getSnapshot().value).toBe('uploading');
    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(fake.stopped()).toBe(1);
    fake.calls[0]!.send({ type: 'upload.succeeded', result });
    expect(actor.getSnapshot().value).toBe('cancelled');
    actor.send({ type: 'upload.retry' });
    expect(fake.calls).toHaveLength(2);
  });

  it('turns an actor that throws into a failure with a code', () => {
    const actor = createActor(uploadFileMachine, { input: { request, autoStart: true } }).start();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('UNKNOWN');
  });

  it('ignores start without a file', () => {
    const actor = createActor(uploadFileMachine, { input: {} }).start();
    actor.send({ type: 'upload.start' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
