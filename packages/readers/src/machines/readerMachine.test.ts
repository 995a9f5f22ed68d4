import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { type ReaderEvent, type ReaderTarget, readerMachine } from './readerMachine';
import { type ReaderFileRef } from './readerFile';

const file: ReaderFileRef = { title: 'Novel', format: 'txt', url: '/files/1' };

function bytesActor(bytes = new Uint8Array([104, 105])) {
  return fromCallback<ReaderEvent, ReaderFileRef>(({ sendBack }) => {
    sendBack({ type: 'bytes.progress', loaded: 1, total: 2 });
    sendBack({ type: 'bytes.loaded', bytes });
  });
}

describe('readerMachine', () => {
  it('never downloads audio, video or html books whole: their views stream or load by file', async () => {
    for (const format of ['audio', 'video', 'html'] as const) {
      let downloads = 0;
      const actor = createActor(
        readerMachine.provide({
          actors: {
            resolveFile: fromPromise<ReaderFileRef, ReaderTarget>(async () => ({ ...file, format })),
            loadBytes: fromCallback<ReaderEvent, ReaderFileRef>(() => {
              downloads += 1;
            }),
          },
        }),
        { input: { target: { kind: 'book', bookId: 'b1' } } },
      ).start();
      const snap = await waitFor(actor, (s) => s.matches('ready'));
      expect(snap.context.file?.format).toBe(format);
      expect(snap.context.bytes).toBeNull();
      expect(downloads).toBe(0);
    }
  });

  it('resolves the book, downloads its bytes and is ready', async () => {
    const actor = createActor(
      readerMachine.provide({ actors: { resolveFile: fromPromise(async () => file), loadBytes: bytesActor() } }),
      { input: { target: { kind: 'book', bookId: 'b1' } } },
    ).start();
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context.file?.title).toBe('Novel');
    expect([...(snap.context.bytes ?? [])]).toEqual([104, 105]);
    expect(snap.context.loaded).toBe(1);
  });

  it('stops in error when loading fails and loads again on retry', async () => {
    let calls = 0;
    const actor = createActor(
      readerMachine.provide({
        actors: {
          resolveFile: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return file;
          }),
          loadBytes: bytesActor(),
        },
      }),
      { input: { target: { kind: 'book', bookId: 'b1' } } },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect((failed.context.error as Error).message).toBe('offline');
    actor.send({ type: 'retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.error).toBeNull();
    expect(calls).toBe(2);
  });

  it('goes to error when the download fails', async () => {
    const actor = createActor(
      readerMachine.provide({
        actors: {
          resolveFile: fromPromise(async () => file),
          loadBytes: fromCallback<ReaderEvent, ReaderFileRef>(() => {
            throw new Error('404');
          }),
        },
      }),
      { input: { target: { kind: 'book', bookId: 'b1' } } },
    ).start();
    expect((await waitFor(actor, (s) => s.matches('error'))).context.error).toBeInstanceOf(Error);
  });

  it('goes to error when the download fails later', async () => {
    const actor = createActor(
      readerMachine.provide({
        actors: {
          resolveFile: fromPromise(async () => file),
          loadBytes: fromCallback<ReaderEvent, ReaderFileRef>(({ sendBack }) => {
            setTimeout(() => sendBack({ type: 'bytes.failed', error: new Error('reset') }), 0);
          }),
        },
      }),
      { input: { target: { kind: 'book', bookId: 'b1' } } },
    ).start();
    expect(((await waitFor(actor, (s) => s.matches('error'))).context.error as Error).message).toBe('reset');
  });

  it('stops at unsupported for a format without a reader yet', async () => {
    const actor = createActor(
      readerMachine.provide({
        actors: { resolveFile: fromPromise(async (): Promise<ReaderFileRef> => ({ title: 'X', format: 'unsupported' })), loadBytes: bytesActor() },
      }),
      { input: { target: { kind: 'book', bookId: 'b1' } } },
    ).start();
    await waitFor(actor, (s) => s.matches('unsupported'));
  });

  it('hands a PDF URL to its engine without downloading it (pdf.js fetches ranges itself)', async () => {
    let downloads = 0;
    const actor = createActor(
      readerMachine.provide({
        actors: {
          resolveFile: fromPromise(async (): Promise<ReaderFileRef> => ({ title: 'Paper', format: 'pdf', url: '/api/books/b1/files/0' })),
          loadBytes: fromCallback<ReaderEvent, ReaderFileRef>(() => {
            downloads += 1;
          }),
        },
      }),
      { input: { target: { kind: 'book', bookId: 'b1' } } },
    ).start();
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context.file?.url).toBe('/api/books/b1/files/0');
    expect(snap.context.bytes).toBeNull();
    expect(downloads).toBe(0);
  });

  it('still reads a PDF Blob into bytes', async () => {
    const blob = new Blob([new Uint8Array([37, 80, 68, 70])]);
    const actor = createActor(
      readerMachine.provide({
        actors: { resolveFile: fromPromise(async (): Promise<ReaderFileRef> => ({ title: 'Paper', format: 'pdf', blob })), loadBytes: bytesActor(new Uint8Array([37, 80])) },
      }),
      { input: { target: { kind: 'source', blob, format: 'pdf' } } },
    ).start();
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect([...(snap.context.bytes ?? [])]).toEqual([37, 80]);
  });
});
