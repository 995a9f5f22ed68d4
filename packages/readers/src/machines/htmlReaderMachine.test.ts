import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type HtmlChapter, type HtmlChapterRef, type HtmlPlace, htmlReaderMachine } from './htmlReaderMachine';

const CHAPTERS: HtmlChapterRef[] = [
  { index: 0, title: '01', url: '/f/0' },
  { index: 3, title: '02', url: '/f/3' },
];

function start({ stored = null, failFirst = false }: { stored?: HtmlPlace | null; failFirst?: boolean } = {}) {
  const requested: string[] = [];
  let failures = failFirst ? 1 : 0;
  const machine = htmlReaderMachine.provide({
    actors: {
      loadPosition: fromPromise(async () => stored),
      loadChapter: fromPromise<HtmlChapter, HtmlChapterRef>(async ({ input }) => {
        requested.push(input.url);
        if (failures > 0) {
          failures -= 1;
          throw new Error('offline');
        }
        return { html: `<p>${input.title}</p>`, title: input.title, lang: 'zh', headings: [], text: input.title };
      }),
    },
  });
  const actor = createActor(machine, { input: { chapters: CHAPTERS } }).start();
  return { actor, requested };
}

describe('htmlReaderMachine', () => {
  it('opens the stored chapter (by file index) at the stored fraction', async () => {
    const { actor, requested } = start({ stored: { fileIndex: 3, fraction: 0.4 } });
    const snap = await waitFor(actor, (s) => s.matches('showing'));
    expect(requested).toEqual(['/f/3']);
    expect(snap.context).toMatchObject({ current: 1, fraction: 0.4, chapter: { title: '02' } });
  });

  it('opens at the start when the stored file is gone', async () => {
    const { actor } = start({ stored: { fileIndex: 9, fraction: 0.4 } });
    const snap = await waitFor(actor, (s) => s.matches('showing'));
    expect(snap.context).toMatchObject({ current: 0, fraction: 0 });
  });

  it('moves between chapters from the top and ignores chapters the book does not have', async () => {
    const { actor, requested } = start({ stored: { fileIndex: 0, fraction: 0.8 } });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'chapter.go', index: 1 });
    const snap = await waitFor(actor, (s) => s.matches('showing') && s.context.current === 1);
    expect(snap.context.fraction).toBe(0);
    actor.send({ type: 'chapter.go', index: 2 });
    actor.send({ type: 'chapter.go', index: -1 });
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(requested).toEqual(['/f/0', '/f/3']);
  });

  it('goes to a heading or match in the shown chapter without reloading, and carries it to another chapter', async () => {
    const { actor, requested } = start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'chapter.go', index: 0, target: { kind: 'anchor', id: 'atelier-h-2' } });
    expect(actor.getSnapshot().context.target).toEqual({ kind: 'anchor', id: 'atelier-h-2', seq: 1 });
    actor.send({ type: 'chapter.go', index: 0, target: { kind: 'anchor', id: 'atelier-h-2' } });
    expect(actor.getSnapshot().context.target?.seq).toBe(2);
    expect(requested).toEqual(['/f/0']);
    actor.send({ type: 'chapter.go', index: 1, target: { kind: 'match', query: '风', occurrence: 3 } });
    const snap = await waitFor(actor, (s) => s.matches('showing') && s.context.current === 1);
    expect(snap.context.target).toEqual({ kind: 'match', query: '风', occurrence: 3, seq: 3 });
    actor.send({ type: 'chapter.go', index: 0 });
    expect((await waitFor(actor, (s) => s.matches('showing') && s.context.current === 0)).context.target).toBeNull();
    expect(requested).toEqual(['/f/0', '/f/3', '/f/0']);
  });

  it('keeps a failed load as an error and loads again on retry', async () => {
    const { actor } = start({ failFirst: true });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect((failed.context.error as Error).message).toBe('offline');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('showing'));
  });
});
