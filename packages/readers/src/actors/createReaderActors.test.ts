import type { Book } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ReaderApi } from '../api/createReaderApi';
import type { ReaderFileHead } from '../machines/readerFile';
import { readerMachine } from '../machines/readerMachine';
import { TXT_HEAD_BYTES } from '../txt/txtHead';
import { createReaderActors } from './createReaderActors';

const MIB = 1024 * 1024;

function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

/** A library with one TXT book of `size` bytes whose downloads the test answers by hand. */
function library(size: number, early?: { record: Promise<Book>; head: Promise<ReaderFileHead | null> }) {
  const whole = pending<Uint8Array>();
  const head = pending<Uint8Array>();
  const calls = { head: 0, whole: 0, range: 0 };
  const book = {
    id: 'b1',
    title: '长路',
    type: 'txt',
    files: [{ file_index: 0, order: 0, name: '长路.txt', file_path: '长路.txt', url: '/api/books/b1/files/0', mime: 'text/plain', size_bytes: size }],
  } as unknown as Book;
  const api = {
    getBook: async () => book,
    getBytes: () => ((calls.whole += 1), whole.promise),
    getHead: (_url: string, length: number) => ((calls.head += 1), (calls.range = length), head.promise),
    getProgress: async () => null,
    saveProgress: async () => ({}),
  } as unknown as ReaderApi;
  const actors = early ? createReaderActors(api, early.record.then(() => book), early.head) : createReaderActors(api);
  const actor = createActor(readerMachine.provide({ actors }), { input: { target: { kind: 'book', bookId: 'b1' } } }).start();
  return { actor, whole, head, calls };
}

describe('createReaderActors: a large TXT file', () => {
  it('asks for its head first, opens from it, and downloads the whole file once the view has shown it', async () => {
    const { actor, whole, head, calls } = library(10 * MIB);
    await waitFor(actor, (s) => s.matches('downloading'));
    expect(calls).toMatchObject({ head: 1, whole: 0, range: TXT_HEAD_BYTES });
    head.resolve(new Uint8Array(TXT_HEAD_BYTES));
    const early = await waitFor(actor, (s) => s.context.head !== null);
    expect(early.matches('downloading')).toBe(true);
    expect(early.context.head?.size).toBe(10 * MIB);
    expect(calls.whole).toBe(0);
    actor.send({ type: 'bytes.continue' });
    actor.send({ type: 'bytes.continue' });
    expect(calls.whole).toBe(1);
    whole.resolve(new Uint8Array(10 * MIB));
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.bytes?.length).toBe(10 * MIB);
    expect(ready.context.head).toBeNull();
  });

  it('takes the answer as the book when the server ignored Range and sent it all', async () => {
    const { actor, head, calls } = library(2 * MIB);
    await waitFor(actor, (s) => s.matches('downloading'));
    head.resolve(new Uint8Array(2 * MIB));
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.bytes?.length).toBe(2 * MIB);
    expect(calls.whole).toBe(0);
  });

  it('downloads the whole file when the head failed, and says so when that fails too', async () => {
    const { actor, whole, head, calls } = library(10 * MIB);
    head.reject(new Error('offline for a moment'));
    await vi.waitFor(() => expect(calls.whole).toBe(1));
    expect(actor.getSnapshot().context.head).toBeNull();
    whole.reject(new Error('offline'));
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect((failed.context.error as Error).message).toBe('offline');
  });

  it('does not ask for the head of a file small enough to open at once', async () => {
    const { actor, calls } = library(TXT_HEAD_BYTES * 4);
    await waitFor(actor, (s) => s.matches('downloading'));
    expect(calls).toMatchObject({ head: 0, whole: 1 });
  });
});

describe('createReaderActors: a record already asked for', () => {
  it('opens the first time with it, and asks the API again on retry', async () => {
    const asked: string[] = [];
    const api = {
      getBook: async (id: string) => (asked.push(id), { id, title: 'Fresh', type: 'unknown-format', files: [] } as unknown as Book),
    } as unknown as ReaderApi;
    const record = Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }));
    const actor = createActor(readerMachine.provide({ actors: createReaderActors(api, record) }), { input: { target: { kind: 'book', bookId: 'b1' } } }).start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(asked).toEqual([]);
    actor.send({ type: 'retry' });
    const snap = await waitFor(actor, (s) => s.matches('unsupported'));
    expect(snap.context.file?.title).toBe('Fresh');
    expect(asked).toEqual(['b1']);
  });
});

describe('createReaderActors: first bytes the host already asked for', () => {
  const FILE = '/api/books/b1/files/0';
  const withEarly = (size: number, head: ReaderFileHead | null) => library(size, { record: Promise.resolve({} as Book), head: Promise.resolve(head) });

  it("opens a large TXT from the host's head without asking for it again, then downloads the rest", async () => {
    const bytes = new Uint8Array(TXT_HEAD_BYTES).fill(0x41);
    const { actor, whole, calls } = withEarly(10 * MIB, { url: FILE, bytes, size: 10 * MIB });
    const early = await waitFor(actor, (s) => s.context.head !== null);
    expect(early.context.head?.bytes).toBe(bytes);
    expect(early.context.head?.size).toBe(10 * MIB);
    expect(early.context.file?.head?.size).toBe(10 * MIB);
    expect(calls).toMatchObject({ head: 0, whole: 0 });
    actor.send({ type: 'bytes.continue' });
    whole.resolve(new Uint8Array(10 * MIB));
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.bytes?.length).toBe(10 * MIB);
    expect(calls).toMatchObject({ head: 0, whole: 1 });
  });

  it('takes a head that is the whole file as the book', async () => {
    const bytes = new Uint8Array(3 * TXT_HEAD_BYTES);
    const { actor, calls } = withEarly(3 * TXT_HEAD_BYTES, { url: FILE, bytes, size: 3 * TXT_HEAD_BYTES });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.bytes?.length).toBe(3 * TXT_HEAD_BYTES);
    expect(calls).toMatchObject({ head: 0, whole: 0 });
  });

  it("ignores another file's head, or none, and asks itself", async () => {
    for (const head of [{ url: '/api/books/b1/files/1', bytes: new Uint8Array(TXT_HEAD_BYTES), size: 10 * MIB }, null]) {
      const { actor, calls } = withEarly(10 * MIB, head);
      await waitFor(actor, (s) => s.matches('downloading'));
      expect(actor.getSnapshot().context.file?.head).toBeUndefined();
      await vi.waitFor(() => expect(calls.head).toBe(1));
      actor.stop();
    }
  });
});
