import { assign, fromPromise, setup } from 'xstate';
import type { HtmlHeading } from '../html/chapterHeadings';

/** One chapter file of an HTML novel. */
export interface HtmlChapterRef {
  /** The book's `file_index` (what the locator stores). */
  index: number;
  title: string;
  url: string;
}

/** A loaded chapter: sanitized body markup, ready for the sandboxed frame. */
export interface HtmlChapter {
  html: string;
  title: string | null;
  /** BCP 47 language of the chapter (`und` when unknown). */
  lang: string;
  headings: readonly HtmlHeading[];
  /** Plain text of the body, for in-book search. */
  text: string;
}

/**
 * Where to go inside a chapter once it is shown: a heading's anchor or the n-th match of a search.
 * `seq` makes picking the same place twice a new request.
 */
export type HtmlTarget = { seq: number } & ({ kind: 'anchor'; id: string } | { kind: 'match'; query: string; occurrence: number });

export type HtmlTargetRequest = { kind: 'anchor'; id: string } | { kind: 'match'; query: string; occurrence: number };

/** A place in the book: the chapter's file index and how far down it (0..1). */
export interface HtmlPlace {
  fileIndex: number;
  fraction: number;
}

export type HtmlReaderEvent = { type: 'chapter.go'; index: number; target?: HtmlTargetRequest } | { type: 'retry' };

export interface HtmlReaderContext {
  chapters: readonly HtmlChapterRef[];
  /** Position in `chapters`. */
  current: number;
  /** Where to scroll once the chapter is shown (a restored place); 0 after moving by chapter. */
  fraction: number;
  chapter: HtmlChapter | null;
  /** A place inside the chapter to scroll to instead of `fraction`; null for none. */
  target: HtmlTarget | null;
  error: unknown;
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * An HTML novel, one chapter file at a time: restore the stored place, load (fetch + decode +
 * sanitize) the chapter, show it, move between chapters. I/O comes in as the `loadPosition` and
 * `loadChapter` actors.
 */
export const htmlReaderMachine = setup({
  types: {
    context: {} as HtmlReaderContext,
    events: {} as HtmlReaderEvent,
    input: {} as { chapters: readonly HtmlChapterRef[] },
  },
  actors: {
    loadPosition: fromPromise<HtmlPlace | null>(() => {
      throw new Error('htmlReaderMachine: actor "loadPosition" was not provided');
    }),
    loadChapter: fromPromise<HtmlChapter, HtmlChapterRef>(() => {
      throw new Error('htmlReaderMachine: actor "loadChapter" was not provided');
    }),
  },
  guards: {
    isChapter: ({ context, event }) => event.type === 'chapter.go' && event.index >= 0 && event.index < context.chapters.length,
    isShownChapterTarget: ({ context, event }) => event.type === 'chapter.go' && event.index === context.current && event.target !== undefined,
  },
}).createMachine({
  id: 'htmlReader',
  context: ({ input }) => ({ chapters: input.chapters, current: 0, fraction: 0, chapter: null, target: null, error: null }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        src: 'loadPosition',
        onDone: {
          target: 'loading',
          actions: assign(({ context, event }) => {
            const found = event.output ? context.chapters.findIndex((c) => c.index === event.output?.fileIndex) : -1;
            // A place in a file the book no longer has opens at the start.
            return found < 0 || !event.output ? {} : { current: found, fraction: clamp01(event.output.fraction) };
          }),
        },
        onError: { target: 'loading' },
      },
    },
    loading: {
      invoke: {
        src: 'loadChapter',
        input: ({ context }) => context.chapters[context.current] as HtmlChapterRef,
        onDone: { target: 'showing', actions: assign({ chapter: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    showing: {
      on: {
        // A heading or match in the chapter already on screen: scroll there, no reload.
        'chapter.go': {
          guard: 'isShownChapterTarget',
          actions: assign({ target: ({ context, event }) => (event.target ? { ...event.target, seq: (context.target?.seq ?? 0) + 1 } : null) }),
        },
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
  },
  on: {
    'chapter.go': {
      guard: 'isChapter',
      target: '.loading',
      actions: assign({
        current: ({ event }) => event.index,
        fraction: 0,
        target: ({ context, event }) => (event.target ? { ...event.target, seq: (context.target?.seq ?? 0) + 1 } : null),
      }),
    },
  },
});
