import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { TxtEncoding } from '../txt/encodings';
import type { OpenedTxt, OpenedTxtHead } from '../txt/openTxt';
import type { TxtOpening } from '../txt/openTxtAt';
import { selectTxtReaderView } from '../txt/selectTxtReaderView';
import type { TxtLocator } from '../txt/txtLocator';
import { txtReaderMachine } from './txtReaderMachine';

// A 3-chapter book of 300 characters; its head holds the first chapter (100 of 400 file bytes).
const WHOLE: OpenedTxt = {
  text: 'x'.repeat(300),
  encoding: 'gb18030',
  detection: null,
  chapters: [0, 1, 2].map((i) => ({ title: `第${i + 1}章`, start: i * 100, end: i * 100 + 100, kind: 'heading' as const })),
};
const HEAD: OpenedTxtHead = {
  ...WHOLE,
  text: 'x'.repeat(100),
  detection: { encoding: 'gb18030', confidence: 0.95, reason: 'scored' } as OpenedTxtHead['detection'],
  chapters: WHOLE.chapters.slice(0, 1),
  bytes: 100,
};

function start(openings: (input: { encoding: TxtEncoding | null; keep: TxtLocator | null }) => TxtOpening) {
  const calls: { encoding: TxtEncoding | null; keep: TxtLocator | null }[] = [];
  const clock = new SimulatedClock();
  const machine = txtReaderMachine.provide({
    actors: {
      openText: fromPromise(async ({ input }: { input: { encoding: TxtEncoding | null; keep: TxtLocator | null } }) => {
        calls.push(input);
        return openings(input);
      }),
      openWhole: fromPromise<OpenedTxt, { encoding: TxtEncoding | null }>(async () => WHOLE),
    },
  });
  const actor = createActor(machine, { input: { size: 400 }, clock }).start();
  const view = () => selectTxtReaderView(actor.getSnapshot(), 'Preface');
  return { actor, calls, clock, view };
}

describe('txtReaderMachine', () => {
  it('opens at the restored place, scrolls to it once, and reports it', async () => {
    const { actor, view } = start(() => ({ book: WHOLE, head: null, place: { chapter: 1, offset: 40 }, scrollTo: 40 }));
    expect(view()).toMatchObject({ phase: 'preparing', locator: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ phase: 'ready', current: 1, chapterTitle: '第2章', scrollTo: 40, locator: '1:40', percent: 47 });
    expect(view().percentage).toBeCloseTo(140 / 300);
    actor.send({ type: 'scroll.done' });
    expect(view().scrollTo).toBeNull();
  });

  it('shows the head first and reports nothing from it; the whole book follows after the first screen, at the same text offset', async () => {
    const { actor, clock, view } = start(() => ({ book: HEAD, head: HEAD, place: { chapter: 0, offset: 0 }, scrollTo: null }));
    await waitFor(actor, (s) => s.matches('head'));
    actor.send({ type: 'place.read', offset: 60 });
    // The head's 100 characters are a quarter of the file's bytes: 60 characters in reads as 15 %.
    expect(view()).toMatchObject({ phase: 'ready', chapters: HEAD.chapters, percent: 15, locator: null, percentage: null });
    clock.increment(0);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ chapters: WHOLE.chapters, current: 0, locator: '0:60', percent: 20, detectedEncoding: 'gb18030' });
  });

  it('decodes again with another encoding at the same chapter, and not again for the same one', async () => {
    const { actor, calls, view } = start(({ keep }) => ({ book: WHOLE, head: null, place: keep ? { chapter: keep.chapter, offset: 0 } : { chapter: 2, offset: 30 }, scrollTo: null }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'encoding.set', encoding: 'big5' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'encoding.set', encoding: 'big5' });
    expect(calls).toEqual([
      { encoding: null, keep: null },
      { encoding: 'big5', keep: { chapter: 2, offset: 30 } },
    ]);
    expect(view()).toMatchObject({ encoding: 'big5', current: 2, locator: '2:0' });
  });

  it('moves between chapters inside the book only, each from its start', async () => {
    const { actor, view } = start(() => ({ book: WHOLE, head: null, place: { chapter: 0, offset: 50 }, scrollTo: null }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'chapter.go', index: 2 });
    expect(view().locator).toBe('2:0');
    actor.send({ type: 'chapter.go', index: 3 });
    actor.send({ type: 'chapter.go', index: -1 });
    expect(view().current).toBe(2);
  });

  it('jumps to a point of the whole text from the progress slider, and not while only the head is decoded', async () => {
    const { actor, clock, view } = start(() => ({ book: HEAD, head: HEAD, place: { chapter: 0, offset: 0 }, scrollTo: null }));
    await waitFor(actor, (s) => s.matches('head'));
    actor.send({ type: 'fraction.go', fraction: 0.5 });
    expect(view()).toMatchObject({ current: 0, scrollTo: null, progress: null });
    clock.increment(0);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'fraction.go', fraction: 0.5 });
    // 150 of 300 characters: 50 into the second chapter, brought into view.
    expect(view()).toMatchObject({ current: 1, locator: '1:50', scrollTo: 50, progress: 500 });
    actor.send({ type: 'fraction.go', fraction: 7 });
    expect(view()).toMatchObject({ current: 2, locator: '2:100', progress: 1000 });
  });

  it('stays on "preparing" when the engine cannot be loaded', async () => {
    const { actor, view } = start(() => {
      throw new Error('chunk failed');
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ phase: 'preparing', locator: null });
  });
});
