import { ApiRequestError } from '@atelier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { type ReaderEvent, type ReaderTarget, readerMachine } from './readerMachine';
import { type ReaderFileRef } from './readerFile';

const T0 = Date.parse('2026-03-01T21:00:00Z');
const MINUTE = 60_000;

/** A private audiobook as the server gives it: signed addresses that stop working 30 minutes on. */
function privateBook(signature: string, expiresAt: number): ReaderFileRef {
  const file = (index: number) => ({
    index,
    name: `${index}.mp3`,
    path: `${index}.mp3`,
    url: `/api/books/b1/files/${index}?exp=${expiresAt}&sig=${signature}`,
    mime: 'audio/mpeg',
    sizeBytes: 1,
    durationS: null,
  });
  const files = [file(0), file(1)];
  return { title: 'Night', format: 'audio', url: file(0).url, files, expiresAt };
}

function start(resolve: (call: number) => Promise<ReaderFileRef>) {
  let calls = 0;
  const actor = createActor(
    readerMachine.provide({
      actors: {
        resolveFile: fromPromise<ReaderFileRef, ReaderTarget>(() => resolve((calls += 1))),
        loadBytes: fromCallback<ReaderEvent, ReaderFileRef>(() => undefined),
      },
    }),
    { input: { target: { kind: 'book', bookId: 'b1' } } },
  ).start();
  return { actor, calls: () => calls };
}

describe('readerMachine: a private book’s addresses are renewed while it is open', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('fetches the book again five minutes before its addresses expire and from then on gives the new ones', async () => {
    const { actor, calls } = start(async (call) => privateBook(call === 1 ? 'first' : 'second', Date.now() + 30 * MINUTE));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    const opened = actor.getSnapshot().context.file;

    await vi.advanceTimersByTimeAsync(24 * MINUTE);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1 * MINUTE);
    expect(calls()).toBe(2);

    const snap = actor.getSnapshot();
    expect(snap.matches('ready')).toBe(true);
    expect(snap.context.file?.files?.map((f) => f.url)).toEqual([
      `/api/books/b1/files/0?exp=${T0 + 55 * MINUTE}&sig=second`,
      `/api/books/b1/files/1?exp=${T0 + 55 * MINUTE}&sig=second`,
    ]);
    expect(snap.context.file?.url).toBe(snap.context.file?.files?.[0]?.url);
    // Only the addresses change: the title, format and order the views opened with stay.
    expect(snap.context.file?.title).toBe(opened?.title);
    expect(snap.context.file?.files?.map((f) => f.index)).toEqual([0, 1]);
    // And the next renewal is planned from the new expiry.
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(calls()).toBe(3);
    actor.stop();
  });

  it('keeps the open book when a renewal fails, and tries again 30 s later', async () => {
    const { actor, calls } = start(async (call) => {
      if (call === 2) throw new ApiRequestError('NETWORK_ERROR', 'offline', 0);
      return privateBook(`sig${call}`, Date.now() + 30 * MINUTE);
    });
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.file?.files?.[0]?.url).toContain('sig=sig1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls()).toBe(3);
    expect(actor.getSnapshot().context.file?.files?.[0]?.url).toContain('sig=sig3');
    actor.stop();
  });

  it('stops renewing when the server refuses for good (the book became someone else’s or was deleted)', async () => {
    const { actor, calls } = start(async (call) => {
      if (call > 1) throw new ApiRequestError('BOOK_PRIVATE', 'private', 403);
      return privateBook('first', Date.now() + 30 * MINUTE);
    });
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.stop();
  });

  it('renews at once when a view says its address was refused as expired', async () => {
    const { actor, calls } = start(async (call) => privateBook(`sig${call}`, Date.now() + 30 * MINUTE));
    await vi.advanceTimersByTimeAsync(MINUTE);
    actor.send({ type: 'urls.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.file?.files?.[0]?.url).toContain('sig=sig2');
    actor.stop();
  });

  it('plans nothing for a book whose addresses do not expire, nor after the reader closed', async () => {
    const open = start(async () => ({ ...privateBook('x', 0), expiresAt: undefined }));
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    expect(open.calls()).toBe(1);
    open.actor.stop();

    const closed = start(async () => privateBook('y', Date.now() + 30 * MINUTE));
    await vi.advanceTimersByTimeAsync(0);
    closed.actor.stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    expect(closed.calls()).toBe(1);
  });

  it('never waits less than a minute, whatever the client’s clock says, nor overflows a timer for a far expiry', async () => {
    const skewed = start(async () => privateBook('z', Date.now() - 10 * MINUTE));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(skewed.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(skewed.calls()).toBe(2);
    skewed.actor.stop();

    const far = start(async () => privateBook('far', Date.parse('2099-01-01T00:00:00Z')));
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(far.calls()).toBe(1);
    far.actor.stop();
  });
});
