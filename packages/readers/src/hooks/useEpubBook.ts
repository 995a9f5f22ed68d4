import { useEffect, useState } from 'react';
import type { EpubBook, EpubOpenOptions } from '../epub/openEpub';
import type { FrameOptions } from './useFrameOptions';

export type OpenEpubBook = (bytes: Uint8Array, options: EpubOpenOptions) => Promise<EpubBook>;

/** Opens the book; destroyed on unmount, and a StrictMode remount opens a fresh one. */
export function useEpubBook(bytes: Uint8Array, openBook: OpenEpubBook, frameOptions: FrameOptions): { book: EpubBook | null; failed: boolean } {
  const [book, setBook] = useState<EpubBook | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let opened: EpubBook | null = null;
    openBook(bytes, frameOptions)
      .then((b) => {
        if (live) {
          opened = b;
          setBook(b);
        } else b.destroy();
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      opened?.destroy();
      setBook(null);
    };
    // A new engine function each render (an inline default) must not reopen the book.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes]);
  return { book, failed };
}
