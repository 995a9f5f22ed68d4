import type { Book, ReadingEntry } from '@atelier/core';
import type { BookProgress } from './bookProgress.types';
import { useLibraryApi } from './useLibraryApi';
import { useRemote } from './useRemote';
import { useViewer } from './useViewer';

/** The server's largest page of reading history. */
const HISTORY_LIMIT = 100;

const NONE: ReadingEntry[] = [];

/**
 * The signed-in reader's progress in the books they read most recently (the newest 100 of their
 * reading history), for the shelf's progress bars. A book outside it, a guest, or a failed request
 * gets `null`: no bar rather than a made-up number.
 */
export function useShelfProgress(enabled: boolean): (book: Book) => BookProgress | null {
  const api = useLibraryApi();
  const { id } = useViewer();
  const active = enabled && id !== '';
  const remote = useRemote<ReadingEntry[]>(`progress:${active ? id : ''}`, async (signal) =>
    active ? (await api.readingHistory({ limit: HISTORY_LIMIT }, { signal })).items : NONE,
  );
  const entries = remote.state.status === 'ready' ? remote.state.data : NONE;
  const byBook = new Map(entries.map(({ book, progress }) => [book.id, progress]));
  return (book) => {
    const progress = byBook.get(book.id);
    if (!progress) return null;
    return { percent: Math.round(Math.min(1, Math.max(0, progress.percentage)) * 100), finished: progress.finished };
  };
}
