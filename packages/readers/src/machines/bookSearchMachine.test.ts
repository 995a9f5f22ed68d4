import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type BookSearchResult, createBookSearchMachine, selectBookSearch } from './bookSearchMachine';

interface Hit {
  page: number;
}

/** A search engine whose answers the test releases by hand, recording each call's abort signal. */
function fakeEngine() {
  const calls: { query: string; signal: AbortSignal; resolve(result: BookSearchResult<Hit>): void; reject(error: unknown): void }[] = [];
  const searchBook = fromPromise<BookSearchResult<Hit>, { query: string }>(
    ({ input, signal }) => new Promise((resolve, reject) => calls.push({ query: input.query, signal, resolve, reject })),
  );
  const actor = createActor(createBookSearchMachine<Hit>().provide({ actors: { searchBook } })).start();
  return { actor, calls, view: () => selectBookSearch(actor.getSnapshot()) };
}

const hits = (...pages: number[]) => ({ hits: pages.map((page) => ({ page })), skipped: 0 });

describe('bookSearchMachine', () => {
  it('shows the hits of the search the reader ran', async () => {
    const { actor, calls, view } = fakeEngine();
    actor.send({ type: 'search.run', query: 'heron' });
    expect(view()).toMatchObject({ status: 'searching', query: 'heron', hits: [] });
    calls[0]?.resolve({ hits: [{ page: 5 }], skipped: 1 });
    await waitFor(actor, (s) => s.matches('done'));
    expect(view()).toEqual({ status: 'done', query: 'heron', hits: [{ page: 5 }], skipped: 1, current: -1 });
  });

  it('cancels the running search when a new one starts, and late answers of the old one are ignored', async () => {
    const { actor, calls, view } = fakeEngine();
    actor.send({ type: 'search.run', query: 'her' });
    actor.send({ type: 'search.run', query: 'heron' });
    expect(calls.map((c) => c.query)).toEqual(['her', 'heron']);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[0]?.resolve(hits(1, 2, 3));
    calls[1]?.resolve(hits(8));
    await waitFor(actor, (s) => s.matches('done'));
    expect(view().hits).toEqual([{ page: 8 }]);
  });

  it('searches nothing for a blank query and aborts the one running', () => {
    const { actor, calls, view } = fakeEngine();
    actor.send({ type: 'search.run', query: 'heron' });
    actor.send({ type: 'search.run', query: '   ' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(view()).toMatchObject({ status: 'idle', query: '   ', hits: [] });
  });

  it('reads a failed search as no results', async () => {
    const { actor, calls, view } = fakeEngine();
    actor.send({ type: 'search.run', query: 'heron' });
    calls[0]?.reject(new Error('worker gone'));
    await waitFor(actor, (s) => s.matches('done'));
    expect(view()).toMatchObject({ status: 'done', hits: [], skipped: 0 });
  });

  it('aborts the running search when the reader closes', () => {
    const { actor, calls } = fakeEngine();
    actor.send({ type: 'search.run', query: 'heron' });
    actor.stop();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('walks the hits with wrapping, previous before any choice starting from the last', async () => {
    const { actor, calls, view } = fakeEngine();
    actor.send({ type: 'search.run', query: 'heron' });
    calls[0]?.resolve(hits(5, 8, 9));
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'hit.previous' });
    expect(view().current).toBe(2);
    actor.send({ type: 'hit.next' });
    expect(view().current).toBe(0);
    actor.send({ type: 'hit.show', index: -1 });
    expect(view().current).toBe(2);
    const reveal = actor.getSnapshot().context.reveal;
    actor.send({ type: 'hit.show', index: 2 });
    // Choosing the same hit again is a new request to scroll to it.
    expect(actor.getSnapshot().context.reveal).toBe(reveal + 1);
    actor.send({ type: 'hit.close' });
    expect(view()).toMatchObject({ current: -1, hits: [{ page: 5 }, { page: 8 }, { page: 9 }] });
  });

  it('has nothing to walk when nothing was found', async () => {
    const { actor, calls, view } = fakeEngine();
    actor.send({ type: 'search.run', query: 'heron' });
    calls[0]?.resolve(hits());
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'hit.next' });
    expect(view().current).toBe(-1);
  });

  it('resets to no search with the typed text kept', () => {
    const { actor, view } = fakeEngine();
    actor.send({ type: 'search.reset', query: 'heron' });
    expect(view()).toMatchObject({ status: 'idle', query: 'heron', hits: [] });
  });
});
