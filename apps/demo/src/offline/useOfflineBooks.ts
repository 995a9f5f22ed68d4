import { useServices } from '@atelier/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeepProgress, KeptBook } from './offlineBooks';
import { offlineBooksService } from './offlineBooksService';

export interface OfflineBooksView {
  /** False where the browser cannot keep books (no Cache API). */
  supported: boolean;
  books: KeptBook[] | null;
  usage: { usage: number; quota: number } | null;
  remove(bookId: string): Promise<void>;
  clear(): Promise<void>;
}

/** The kept books and the site's storage, kept current as books are kept and removed. */
export function useOfflineBooks(): OfflineBooksView {
  const offline = useServices().get(offlineBooksService);
  const [books, setBooks] = useState<KeptBook[] | null>(null);
  const [usage, setUsage] = useState<OfflineBooksView['usage']>(null);
  useEffect(() => {
    if (!offline) return;
    let live = true;
    const load = () => {
      offline.list().then((list) => live && setBooks(list), () => live && setBooks([]));
      offline.usage().then((found) => live && setUsage(found), () => undefined);
    };
    load();
    const unsubscribe = offline.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [offline]);
  return {
    supported: offline !== null,
    books,
    usage,
    remove: async (bookId) => offline?.remove(bookId),
    clear: async () => offline?.clear(),
  };
}

export type KeepState = { status: 'unsupported' | 'checking' | 'none' | 'failed' } | { status: 'saving'; progress: KeepProgress | null } | { status: 'kept'; book: KeptBook };

/** One book's offline copy: whether it is kept, "Keep offline" with progress, and removing it. */
export function useOfflineBook(bookId: string | null) {
  const offline = useServices().get(offlineBooksService);
  const [state, setState] = useState<KeepState>({ status: offline ? 'checking' : 'unsupported' });
  const saving = useRef<AbortController | null>(null);
  const refresh = useCallback(async () => {
    if (!offline || !bookId || saving.current) return;
    const kept = (await offline.list()).find((book) => book.id === bookId);
    if (!saving.current) setState(kept ? { status: 'kept', book: kept } : { status: 'none' });
  }, [offline, bookId]);
  useEffect(() => {
    if (!offline) return;
    void refresh().catch(() => setState({ status: 'none' }));
    return offline.subscribe(() => void refresh().catch(() => undefined));
  }, [offline, refresh]);
  // Leaving the book stops its download; a half-kept book is never recorded.
  useEffect(() => () => saving.current?.abort(), []);

  const keep = async () => {
    if (!offline || !bookId || saving.current) return;
    const controller = new AbortController();
    saving.current = controller;
    setState({ status: 'saving', progress: null });
    try {
      const book = await offline.keep(bookId, { signal: controller.signal, onProgress: (progress) => !controller.signal.aborted && setState({ status: 'saving', progress }) });
      if (!controller.signal.aborted) setState({ status: 'kept', book });
    } catch {
      if (!controller.signal.aborted) setState({ status: 'failed' });
    } finally {
      if (saving.current === controller) saving.current = null;
    }
  };
  const remove = async () => {
    if (!offline || !bookId) return;
    await offline.remove(bookId);
    setState({ status: 'none' });
  };
  return { state, keep, remove };
}
