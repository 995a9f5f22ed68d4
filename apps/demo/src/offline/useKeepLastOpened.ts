import { useServices } from '@atelier/core';
import { useEffect } from 'react';
import { LAST_OPENED_TYPES } from './offlineBooks';
import { offlineBooksService } from './offlineBooksService';

/** How long after the record arrives the copy starts: the reader's own first screen goes first. */
export const KEEP_LAST_DELAY_MS = 3_000;

/**
 * Keeps the book on screen as the last one opened (a book to read, up to `LAST_OPENED_MAX_BYTES`),
 * replacing the previous last-opened copy, `KEEP_LAST_DELAY_MS` after it has opened. Leaving the book first cancels the
 * download. `format` is the route's, so audio and video cost no request at all.
 */
export function useKeepLastOpened(bookId: string | undefined, format: string | undefined, opened: boolean): void {
  const offline = useServices().get(offlineBooksService);
  const wanted = format !== undefined && LAST_OPENED_TYPES.includes(format);
  useEffect(() => {
    if (!offline || !bookId || !opened || !wanted) return;
    const controller = new AbortController();
    // Best effort: a book too large, a full disk or a dropped network only means no copy. Not at
    // once: the whole file would be downloaded beside the reader's own first requests.
    const timer = setTimeout(() => offline.keep(bookId, { how: 'last', signal: controller.signal }).catch(() => undefined), KEEP_LAST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [offline, bookId, opened, wanted]);
}
