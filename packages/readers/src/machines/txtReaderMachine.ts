import { assign, fromPromise, setup } from 'xstate';
import type { TxtEncoding } from '../txt/encodings';
import type { OpenedTxt, OpenedTxtHead } from '../txt/openTxt';
import { type TxtOpening, wholeAfterHead } from '../txt/openTxtAt';
import { type TxtLocator, txtLocatorAt } from '../txt/txtLocator';

export interface TxtReaderContext {
  /** Size of the file in bytes (the head's share of it scales the percentage). */
  size: number;
  /** The encoding the reader chose; null decodes with the detected one. */
  encoding: TxtEncoding | null;
  /** What detection found the last time it ran. */
  detected: TxtEncoding | null;
  book: OpenedTxt | null;
  /** Set while only the head is decoded. */
  head: OpenedTxtHead | null;
  place: TxtLocator | null;
  /** A restored offset to bring into view once its chapter is rendered. */
  scrollTo: number | null;
}

export type TxtReaderEvent =
  | { type: 'encoding.set'; encoding: TxtEncoding | null }
  | { type: 'chapter.go'; index: number }
  /** A point of the whole text, 0..1 of its length (the progress slider); ignored while only the head is decoded. */
  | { type: 'fraction.go'; fraction: number }
  /** The first paragraph on screen moved (its offset inside the chapter). */
  | { type: 'place.read'; offset: number }
  /** The restored offset is on screen. */
  | { type: 'scroll.done' };

const assignOpening = assign<TxtReaderContext, { type: string; output: TxtOpening }, undefined, TxtReaderEvent, never>(({ context, event }) => {
  const { book, head, place, scrollTo } = event.output;
  return { book, head, place, scrollTo, detected: book.detection?.encoding ?? context.detected };
});

/**
 * A TXT novel: decode (the head first for a large book, the whole text after the first screen is
 * painted), restore and keep the place, move between chapters, decode again with another encoding at
 * the same chapter. The engine work comes in as the `openText` and `openWhole` actors.
 */
export const txtReaderMachine = setup({
  types: {
    context: {} as TxtReaderContext,
    events: {} as TxtReaderEvent,
    input: {} as { size: number },
  },
  actors: {
    openText: fromPromise<TxtOpening, { encoding: TxtEncoding | null; keep: TxtLocator | null }>(async () => {
      throw new Error('txtReaderMachine: actor "openText" was not provided');
    }),
    /** The whole text after its head: in the reader's chosen encoding, or detected on the whole file (null). */
    openWhole: fromPromise<OpenedTxt, { encoding: TxtEncoding | null }>(async () => {
      throw new Error('txtReaderMachine: actor "openWhole" was not provided');
    }),
  },
  delays: {
    // One task later, so the head's screen is painted before the whole text is decoded.
    paint: 0,
  },
  guards: {
    isNewEncoding: ({ context, event }) => event.type === 'encoding.set' && event.encoding !== context.encoding,
    isWholeText: ({ context }) => context.book !== null && context.head === null && context.book.chapters.length > 0,
    isChapter: ({ context, event }) => event.type === 'chapter.go' && event.index >= 0 && event.index < (context.book?.chapters.length ?? 0),
  },
}).createMachine({
  id: 'txtReader',
  context: ({ input }) => ({ size: input.size, encoding: null, detected: null, book: null, head: null, place: null, scrollTo: null }),
  initial: 'opening',
  on: {
    'encoding.set': { guard: 'isNewEncoding', target: '.opening', actions: assign({ encoding: ({ event }) => event.encoding, scrollTo: null }) },
    'chapter.go': { guard: 'isChapter', actions: assign({ place: ({ event }) => ({ chapter: event.index, offset: 0 }), scrollTo: null }) },
    'fraction.go': {
      guard: 'isWholeText',
      actions: assign(({ context, event }) => {
        if (!context.book) return {};
        const { chapters, text } = context.book;
        const fraction = Number.isFinite(event.fraction) ? Math.min(1, Math.max(0, event.fraction)) : 0;
        const place = txtLocatorAt(chapters, fraction * text.length);
        return { place, scrollTo: place.offset };
      }),
    },
    'place.read': {
      actions: assign({ place: ({ context, event }) => (context.place && context.place.offset !== event.offset ? { chapter: context.place.chapter, offset: event.offset } : context.place) }),
    },
    'scroll.done': { actions: assign({ scrollTo: null }) },
  },
  states: {
    opening: {
      invoke: {
        src: 'openText',
        input: ({ context }) => ({ encoding: context.encoding, keep: context.place }),
        onDone: [
          { guard: ({ event }) => event.output.head !== null, target: 'head', actions: assignOpening },
          { target: 'ready', actions: assignOpening },
        ],
        // Nothing readable came out (the engine failed to load): the reader stays on "preparing".
        onError: { target: 'failed' },
      },
    },
    head: { after: { paint: 'completing' } },
    completing: {
      invoke: {
        src: 'openWhole',
        input: ({ context }) => ({ encoding: context.encoding }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) =>
            context.head && context.place ? { ...wholeAfterHead(event.output, context.head, context.place), head: null } : {},
          ),
        },
        // The head stays on screen (its chapters, no progress reported), as it is.
        onError: { target: 'ready' },
      },
    },
    ready: {},
    failed: {},
  },
});
