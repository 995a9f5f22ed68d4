import { type Book, type ReadingHistoryStatus, useT } from '@atelier/core';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';
import { useLibraryApi } from './useLibraryApi';
import { useRemote } from './useRemote';

export type ShelfKind = 'continue' | 'popular' | 'reading' | 'finished';

export interface ShelfEntry {
  book: Book;
  /** 0..100 for reading shelves. */
  percent: number | null;
  readers: number | null;
  finished: boolean;
  at: string | null;
}

/** What `useShelf` returns: the state and actions its view renders. */
export interface ShelfViewModel {
  /** Which shelf: continue reading, popular, reading or finished. */
  kind: ShelfKind;
  /** Whether the shelf is loading, shown, or failed. */
  status: 'loading' | 'ready' | 'error';
  /** Translated load error, else null. */
  error: string | null;
  /** The shelf's books with their progress, reader count and dates. */
  entries: ShelfEntry[];
  /** Loads the shelf again. */
  reload(): void;
}

/** One shelf: continue reading, popular, or the history of books being read / finished. */
export function useShelf(kind: ShelfKind, limit = 12): ShelfViewModel {
  const api = useLibraryApi();
  const t = useT(libraryNamespace);
  const remote = useRemote<ShelfEntry[]>(`${kind}:${limit}`, async (signal) => {
    if (kind === 'popular') {
      const { items } = await api.popular(limit, { signal });
      return items.map(({ book, readers }) => ({ book, percent: null, readers, finished: false, at: null }));
    }
    const { items } =
      kind === 'continue' ? await api.continueReading({ signal }) : await api.readingHistory({ status: kind as ReadingHistoryStatus, limit }, { signal });
    return items.slice(0, limit).map(({ book, progress }) => ({
      book,
      percent: Math.round(Math.min(1, Math.max(0, progress.percentage)) * 100),
      readers: null,
      finished: progress.finished,
      at: progress.updated_at,
    }));
  });
  const { state } = remote;
  return {
    kind,
    status: state.status,
    error: state.status === 'error' ? uploadErrorMessage(t, state.error) : null,
    entries: state.data ?? [],
    reload: remote.reload,
  };
}
