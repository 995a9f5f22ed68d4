import { assign, fromPromise, setup } from 'xstate';
import type { BookSearchState } from '../search/bookSearchState';

/** What one whole-book search found; `skipped` counts parts that could not be read for it. */
export interface BookSearchResult<Hit> {
  hits: readonly Hit[];
  skipped: number;
}

export interface BookSearchContext<Hit> extends BookSearchResult<Hit> {
  query: string;
  /** The hit shown now (index into `hits`), −1 before one is chosen. */
  current: number;
  /** Grows each time a hit is shown, so showing the same hit again scrolls to it again. */
  reveal: number;
}

export type BookSearchEvent =
  | { type: 'search.run'; query: string }
  /** Back to no search, keeping the typed text (the book is not open yet). */
  | { type: 'search.reset'; query: string }
  | { type: 'hit.show'; index: number }
  | { type: 'hit.next' }
  | { type: 'hit.previous' }
  | { type: 'hit.close' };

/** Index `index` wrapped into `0..count-1` (previous of the first is the last). */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/**
 * One search over a whole book (EPUB, PDF, HTML): a new search cancels the one running (leaving
 * `searching` stops the `searchBook` actor, which aborts its signal), a blank query searches nothing,
 * a failed search shows no hits. The PDF reader also walks the hits with `hit.*` (wrapping).
 */
export function createBookSearchMachine<Hit>() {
  return setup({
    types: {
      context: {} as BookSearchContext<Hit>,
      events: {} as BookSearchEvent,
    },
    actors: {
      searchBook: fromPromise<BookSearchResult<Hit>, { query: string }>(async () => {
        throw new Error('bookSearchMachine: actor "searchBook" was not provided');
      }),
    },
    guards: {
      isBlank: ({ event }) => event.type === 'search.run' && !event.query.trim(),
      hasHits: ({ context }) => context.hits.length > 0,
    },
    actions: {
      startQuery: assign(({ event }) => ({ query: 'query' in event ? event.query : '', hits: [], skipped: 0, current: -1 })),
    },
  }).createMachine({
    id: 'bookSearch',
    context: { query: '', hits: [], skipped: 0, current: -1, reveal: 0 },
    initial: 'idle',
    on: {
      'search.run': [
        { guard: 'isBlank', target: '.idle', actions: 'startQuery' },
        { target: '.searching', actions: 'startQuery' },
      ],
      'search.reset': { target: '.idle', actions: 'startQuery' },
    },
    states: {
      idle: {},
      searching: {
        invoke: {
          src: 'searchBook',
          input: ({ context }) => ({ query: context.query }),
          onDone: { target: 'done', actions: assign(({ event }) => ({ hits: event.output.hits, skipped: event.output.skipped })) },
          // A failed search reads as "no results", as a search that found nothing.
          onError: { target: 'done' },
        },
      },
      done: {
        on: {
          'hit.show': { guard: 'hasHits', actions: assign(({ context, event }) => ({ current: wrapIndex(event.index, context.hits.length), reveal: context.reveal + 1 })) },
          'hit.next': { guard: 'hasHits', actions: assign(({ context }) => ({ current: wrapIndex(context.current + 1, context.hits.length), reveal: context.reveal + 1 })) },
          'hit.previous': {
            guard: 'hasHits',
            // Before any hit is shown, "previous" starts from the last one.
            actions: assign(({ context }) => ({ current: wrapIndex(context.current < 0 ? -1 : context.current - 1, context.hits.length), reveal: context.reveal + 1 })),
          },
          'hit.close': { actions: assign({ current: -1 }) },
        },
      },
    },
  });
}

export type BookSearchMachine<Hit> = ReturnType<typeof createBookSearchMachine<Hit>>;

/** The search as the readers' panels show it. */
export function selectBookSearch<Hit>(snapshot: { value: unknown; context: BookSearchContext<Hit> }): BookSearchState<Hit> & { skipped: number; current: number } {
  const { query, hits, skipped, current } = snapshot.context;
  const status = snapshot.value === 'searching' ? 'searching' : snapshot.value === 'done' ? 'done' : 'idle';
  return { status, query, hits, skipped, current };
}
