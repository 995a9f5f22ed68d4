import { useLatest } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { shallowEqual } from './shallowEqual';
import { type BookSearchResult, createBookSearchMachine, selectBookSearch } from '../machines/bookSearchMachine';

/** Searches a whole book (`search` may change with the open book; the running search keeps its own). */
export function useBookSearch<Hit>(search: (query: string, signal: AbortSignal) => Promise<BookSearchResult<Hit>>) {
  const latest = useLatest(search);
  const machine = useMemo(
    () =>
      createBookSearchMachine<Hit>().provide({
        actors: { searchBook: fromPromise<BookSearchResult<Hit>, { query: string }>(({ input, signal }) => latest.current(input.query, signal)) },
      }),
    [latest],
  );
  const actor = useActorRef(machine);
  const state = useSelector(actor, selectBookSearch<Hit>, shallowEqual);
  const reveal = useSelector(actor, (s) => s.context.reveal);
  return { state, reveal, send: actor.send, context: () => actor.getSnapshot().context };
}
