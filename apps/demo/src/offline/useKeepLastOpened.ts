import { useServices } from '@atelier/core';
import { useEffect } from 'react';
import { offlineBooksService } from './offlineBooksService';

/**
 * Keeps the book on screen as the last one opened (up to `LAST_OPENED_MAX_BYTES`), replacing the
 * previous last-opened copy, once it has opened. Leaving the book first cancels the download.
 */
export function useKeepLastOpened(bookId: string | undefined, opened: boolean): void {
  const offline = useServices().get(offlineBooksService);
  useEffect(() => {
    if (!offline || !bookId || !opened) return;
    const controller = new AbortController();
    // Best effort: a book too large, a full disk or a dropped network only means no copy.
    offline.keep(bookId, { how: 'last', signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }, [offline, bookId, opened]);
}
