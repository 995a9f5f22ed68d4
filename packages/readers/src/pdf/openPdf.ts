import { GlobalWorkerOptions, getDocument, TextLayer, type PDFDocumentProxy } from 'pdfjs-dist';

export interface PdfOpenOptions {
  /** Absolute URL of the file: pdf.js fetches it with Range requests as pages are needed. */
  url?: string;
  /** The whole file, for a Blob source. */
  data?: Uint8Array;
  /** Folder holding `cmaps/`, `standard_fonts/` and `wasm/` from pdfjs-dist (trailing slash). */
  assetsUrl: string;
  workerSrc: string;
}

export interface PdfOutlineItem {
  title: string;
  /** 1-based page, or null when the destination does not resolve. */
  page: number | null;
  depth: number;
}

export interface PdfSearchHit {
  page: number;
  excerpt: string;
}

export interface PdfPageRender {
  /** Resolves when the canvas and the text layer are drawn. */
  done: Promise<void>;
  cancel(): void;
}

export interface PdfDocument {
  pages: number;
  /** The first page's size in points, used for every page slot. */
  pageSize: { width: number; height: number };
  outline(): Promise<PdfOutlineItem[]>;
  renderPage(page: number, target: { canvas: HTMLCanvasElement; textLayer: HTMLElement }, scale: number): PdfPageRender;
  search(query: string, signal: AbortSignal): Promise<PdfSearchHit[]>;
  destroy(): void;
}

type RawOutline = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>;

async function pageOfDest(doc: PDFDocumentProxy, dest: unknown): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    const ref = Array.isArray(explicit) ? (explicit[0] as unknown) : null;
    if (ref === null || ref === undefined) return null;
    if (typeof ref === 'number') return ref + 1;
    return (await doc.getPageIndex(ref as Parameters<PDFDocumentProxy['getPageIndex']>[0])) + 1;
  } catch {
    return null;
  }
}

async function flattenOutline(doc: PDFDocumentProxy, items: RawOutline | null, depth = 0, out: PdfOutlineItem[] = []): Promise<PdfOutlineItem[]> {
  for (const item of items ?? []) {
    const children = item.items as RawOutline;
    out.push({ title: item.title.trim() || '…', page: await pageOfDest(doc, item.dest), depth });
    if (children.length) await flattenOutline(doc, children, depth + 1, out);
  }
  return out;
}

const pageText = (items: ReadonlyArray<{ str?: string }>) => items.map((i) => i.str ?? '').join(' ').replace(/\s+/g, ' ');

/**
 * Opens a PDF with pdf.js (this module is the lazily loaded chunk). `isEvalSupported: false` closes
 * CVE-2024-4367's path even on a fixed version; cmaps, standard fonts and wasm decoders come from
 * the host's copy, never a CDN. Range requests: auto-fetch and streaming are off, so only the
 * parts a visible page needs are requested (the server answers `Range` with 206).
 */
export async function openPdf({ url, data, assetsUrl, workerSrc }: PdfOpenOptions): Promise<PdfDocument> {
  if (GlobalWorkerOptions.workerSrc !== workerSrc) GlobalWorkerOptions.workerSrc = workerSrc;
  const task = getDocument({
    ...(data ? { data } : { url: url ?? '' }),
    isEvalSupported: false,
    cMapUrl: `${assetsUrl}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assetsUrl}standard_fonts/`,
    wasmUrl: `${assetsUrl}wasm/`,
    disableAutoFetch: true,
    disableStream: true,
    rangeChunkSize: 256 * 1024,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    void task.destroy();
    const name = (error as { name?: string } | null)?.name;
    throw Object.assign(new Error('Not a readable PDF'), { code: name === 'PasswordException' ? 'PASSWORD' : 'BAD_FILE', cause: error });
  }
  const first = await doc.getPage(1);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = first.view;
  const rotated = first.rotate % 180 !== 0;
  const pageSize = rotated ? { width: y1 - y0, height: x1 - x0 } : { width: x1 - x0, height: y1 - y0 };

  return {
    pages: doc.numPages,
    pageSize,
    outline: async () => flattenOutline(doc, await doc.getOutline().catch(() => null)),

    renderPage(number, { canvas, textLayer }, scale) {
      let cancelled = false;
      let cancelRender: (() => void) | null = null;
      let textLayerTask: TextLayer | null = null;
      const done = (async () => {
        const page = await doc.getPage(number);
        if (cancelled) return;
        const viewport = page.getViewport({ scale });
        // Sharp on high-density screens: draw at device pixels, show at CSS pixels.
        const ratio = Math.min(globalThis.devicePixelRatio || 1, 3);
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        const render = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        cancelRender = () => render.cancel();
        await render.promise;
        if (cancelled) return;
        textLayer.replaceChildren();
        textLayerTask = new TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
        await textLayerTask.render();
        // pdf.js measures text on a canvas it appends to <body>; it is not content.
        for (const el of document.querySelectorAll('canvas.hiddenCanvasElement')) el.setAttribute('aria-hidden', 'true');
      })().catch((error: unknown) => {
        // A cancelled render (scrolled away, zoom changed) is not a failure.
        if (cancelled || (error as { name?: string } | null)?.name === 'RenderingCancelledException') return;
        throw error;
      });
      return {
        done,
        cancel() {
          cancelled = true;
          cancelRender?.();
          textLayerTask?.cancel();
        },
      };
    },

    async search(query, signal) {
      const needle = query.trim().toLowerCase();
      const hits: PdfSearchHit[] = [];
      if (!needle) return hits;
      for (let n = 1; n <= doc.numPages && !signal.aborted && hits.length < 200; n += 1) {
        const page = await doc.getPage(n);
        const text = pageText((await page.getTextContent()).items as Array<{ str?: string }>);
        const at = text.toLowerCase().indexOf(needle);
        if (at >= 0) hits.push({ page: n, excerpt: text.slice(Math.max(0, at - 40), at + needle.length + 60).trim() });
      }
      return hits;
    },

    destroy: () => void doc.destroy(),
  };
}
