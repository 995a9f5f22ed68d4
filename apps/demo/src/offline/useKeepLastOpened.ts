import { useServices } from '@atelier/core';
import { useEffect } from 'react';
import { LAST_OPENED_TYPES } from './offlineBooks';
import { offlineBooksService } from './offlineBooksService';

/**
 * Keeps the book on screen as the last one opened (a book to read, up to `LAST_OPENED_MAX_BYTES`),
 * replacing the previous last-opened copy, once it has opened. Leaving the book first cancels the
 * download. `format` is the route's, so audio and video cost no request at all.
 */
export function useKeepLastOpened(bookId: string | undefined, format: string | undefined, opened: boolean): void {
  const offline = useServices().get(offlineBooksService);
  const wanted = format !== undefined && LAST_OPENED_TYPES.includes(format);
  useEffect(() => {
    if (!offline || !bookId || !opened || !wanted) return;
    const controller = new AbortController();
    // Best effort: a book too large, a full disk or a dropped network only means no copy.
    offline.keep(bookId, { how: 'last', signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }, [offline, bookId, opened, wanted]);
}
