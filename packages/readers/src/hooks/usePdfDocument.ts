import { useLatest } from '@atelier/core';
import { useReadersServices } from './useReadersServices';
import { useEffect, useState } from 'react';
import type { ReaderHead } from '../machines/readerFile';
import type { PdfDocument } from '../pdf/openPdf';
import type { PdfHostOptions } from '../pdf/pdfHostOptions';
import { restorePlace } from '../pdf/pdfLayout';
import { resolveFileUrl } from '../pdf/resolveFileUrl';
import type { ProgressSync } from '../progress/createProgressSync';

const loadEngine = () => import('../pdf/openPdf');
const DEFAULT_ASSETS = '/pdfjs/';
const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export interface PdfOpened {
  doc: PdfDocument | null;
  /** The stored place to open at (page and how far down it), known with the document. */
  place: { page: number; within: number } | null;
  errorCode: 'BAD_FILE' | 'PASSWORD' | null;
}

/** Opens the PDF with pdf.js (loaded with `import()`) and reads the stored place; destroys it on unmount. */
export function usePdfDocument(
  bytes: Uint8Array | null,
  url: string | null,
  host: PdfHostOptions | undefined,
  sync: ProgressSync,
  onUrlExpired?: (() => void) | undefined,
  head?: ReaderHead | undefined,
): PdfOpened {
  const services = useReadersServices();
  const [opened, setOpened] = useState<PdfOpened>({ doc: null, place: null, errorCode: null });
  const assetsUrl = withSlash(host?.assetsUrl ?? DEFAULT_ASSETS);
  const workerSrc = host?.workerSrc ?? `${assetsUrl}pdf.worker.min.mjs`;
  const fileUrl = url !== null ? resolveFileUrl(url, services.apiBaseUrl, window.location.href) : null;
  // A private book's signed address is renewed while the book is open: the document stays open and
  // its Range requests read the newest address (`openPdf` asks for it at each request).
  const latestUrl = useLatest(fileUrl);
  const latestExpired = useLatest(onUrlExpired);
  const streamed = fileUrl !== null;
  // The first bytes the host asked for early serve the first opening only.
  const [first] = useState(head);

  useEffect(() => {
    let live = true;
    let doc: PdfDocument | null = null;
    // The document opens while the stored place is read, not after it.
    const opening = loadEngine().then((engine) =>
      engine.openPdf({ ...(bytes ? { data: bytes } : { url: () => latestUrl.current ?? '', onUrlExpired: () => latestExpired.current?.(), first }), assetsUrl, workerSrc }),
    );
    Promise.all([opening, sync.load()])
      .then(([d, stored]) => {
        if (!live) return d.destroy();
        doc = d;
        setOpened({ doc: d, place: restorePlace(stored, d.pages), errorCode: null });
        return undefined;
      })
      .catch((error: unknown) => {
        // Opened, but the place could not be read: nothing holds the document any more.
        opening.then((d) => d.destroy(), () => undefined);
        const errorCode = (error as { code?: string } | null)?.code === 'PASSWORD' ? 'PASSWORD' : 'BAD_FILE';
        if (live) setOpened({ doc: null, place: null, errorCode });
      });
    return () => {
      live = false;
      doc?.destroy();
      setOpened((o) => ({ ...o, doc: null }));
    };
    // The sync object is stable per book; a new file is a new reader (BookReader keys by book), and
    // a new address of the same file (read through `latestUrl`) must not open it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes, streamed, assetsUrl, workerSrc, first]);

  return opened;
}
