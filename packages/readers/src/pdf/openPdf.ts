import { GlobalWorkerOptions, getDocument, PDFDataRangeTransport, PDFWorker, TextLayer, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import { openPdfRanges, type PdfRangeOptions, type PdfRangeReader } from './openPdfRanges';
import { joinSegments, textMatches } from './textMatches';

export interface PdfOpenOptions {
  /**
   * Absolute URL of the file, read with Range requests as pages are needed. A function is asked
   * again for every request: a private book's signed address is renewed while the book is open.
   */
  url?: string | (() => string);
  /** The requests' fetch (tests). @default globalThis.fetch */
  fetch?: PdfRangeOptions['fetch'];
  /** A Range request found `url()` expired: renew it now. @default undefined */
  onUrlExpired?: (() => void) | undefined;
  /** With `url`: the file's first bytes and size, already here; the first Range request is not made. @default undefined */
  first?: PdfRangeOptions['first'];
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
  /** Which match on its page (0-based), so the text layer can mark the same one. */
  index: number;
  excerpt: string;
}

export interface PdfPageRender {
  /** Resolves when the canvas and the text layer are drawn. */
  done: Promise<void>;
  cancel(): void;
}

export interface PdfDocument {
  pages: number;
  /** The first page's size in points: every slot's size until its own page is measured. */
  pageSize: PdfPageSize;
  /** A page's own size in points (rotation applied). */
  pageSizeOf(page: number): Promise<PdfPageSize>;
  outline(): Promise<PdfOutlineItem[]>;
  renderPage(page: number, target: { canvas: HTMLCanvasElement; textLayer: HTMLElement }, scale: number): PdfPageRender;
  search(query: string, signal: AbortSignal): Promise<PdfSearchHit[]>;
  destroy(): void;
}

export interface PdfPageSize {
  width: number;
  height: number;
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

function sizeOf(page: { view: number[]; rotate: number }): PdfPageSize {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const width = Math.abs(x1 - x0);
  const height = Math.abs(y1 - y0);
  return page.rotate % 180 !== 0 ? { width: height, height: width } : { width, height };
}

/** Page sizes are measured after the first page is drawn, or after this long at the latest. */
const FIRST_DRAW_WAIT_MS = 3_000;

const RANGE_CHUNK_SIZE = 256 * 1024;

/** pdf.js asks this transport for ranges; it reads them from the file's newest address. */
class UrlRangeTransport extends PDFDataRangeTransport {
  constructor(private readonly reader: PdfRangeReader) {
    super(reader.length, reader.initialData);
  }

  override requestDataRange(begin: number, end: number): void {
    this.reader.read(begin, end).then(
      (chunk) => {
        // pdf.js drops its request when the page is no longer needed; a late answer is no error.
        try {
          this.onDataRange(begin, chunk);
        } catch {
          /* no reader waits for it any more */
        }
      },
      () => undefined, // only an aborted read (document closed) gives up
    );
  }

  override abort(): void {
    this.reader.abort();
  }
}

/** Where pdf.js reads the file: the bytes, a range transport over a changing address, or the address itself. */
async function sourceOf({ url, data, fetch: fetchImpl, onUrlExpired: onExpired, first }: PdfOpenOptions) {
  if (data) return { data };
  const current = typeof url === 'function' ? url : () => url ?? '';
  const opening = await openPdfRanges({ url: current, chunkSize: RANGE_CHUNK_SIZE, onExpired, first, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  if (opening.kind === 'whole') return { data: opening.data };
  if (opening.kind === 'ranges') return { range: new UrlRangeTransport(opening.reader) };
  return { url: current() };
}

const EXCERPT_BEFORE = 40;
const EXCERPT_AFTER = 60;
const MAX_HITS = 200;

/**
 * Opens a PDF with pdf.js (this module is the lazily loaded chunk). `isEvalSupported: false` closes
 * CVE-2024-4367's path even on a fixed version; cmaps, standard fonts and wasm decoders come from
 * the host's copy, never a CDN. Range requests: auto-fetch and streaming are off, so only the
 * parts a visible page needs are requested (the server answers `Range` with 206). They go through
 * our transport (`openPdfRanges`), not pdf.js's own fetch, so each reads the newest address.
 */
export async function openPdf(options: PdfOpenOptions): Promise<PdfDocument> {
  const { assetsUrl, workerSrc } = options;
  if (GlobalWorkerOptions.workerSrc !== workerSrc) GlobalWorkerOptions.workerSrc = workerSrc;
  // The worker (about 300 kB to fetch and compile) starts beside the first Range request instead of
  // after it: on a cold open it is the longest wait before page 1. Ours to end, as pdf.js only ends
  // a worker it made itself.
  const worker = new PDFWorker();
  let source: Awaited<ReturnType<typeof sourceOf>>;
  try {
    source = await sourceOf(options);
  } catch (error) {
    worker.destroy();
    throw error;
  }
  const task = getDocument({
    ...source,
    worker,
    isEvalSupported: false,
    cMapUrl: `${assetsUrl}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assetsUrl}standard_fonts/`,
    wasmUrl: `${assetsUrl}wasm/`,
    disableAutoFetch: true,
    disableStream: true,
    rangeChunkSize: RANGE_CHUNK_SIZE,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    void task.destroy().finally(() => worker.destroy());
    const name = (error as { name?: string } | null)?.name;
    throw Object.assign(new Error('Not a readable PDF'), { code: name === 'PasswordException' ? 'PASSWORD' : 'BAD_FILE', cause: error });
  }
  let pageSize: PdfPageSize;
  try {
    pageSize = sizeOf(await doc.getPage(1));
  } catch (error) {
    void doc.destroy().finally(() => worker.destroy());
    throw Object.assign(new Error('Not a readable PDF'), { code: 'BAD_FILE', cause: error });
  }
  // Measuring other pages (Range requests for their objects) waits until a first page is drawn,
  // as in pdf.js's viewer, so it never queues ahead of what the reader shows first.
  let firstDrawn: () => void = () => undefined;
  const drawnOnce = new Promise<void>((resolve) => {
    firstDrawn = resolve;
    setTimeout(resolve, FIRST_DRAW_WAIT_MS);
  });

  return {
    pages: doc.numPages,
    pageSize,
    pageSizeOf: async (number) => {
      await drawnOnce;
      return sizeOf(await doc.getPage(number));
    },
    outline: async () => flattenOutline(doc, await doc.getOutline().catch(() => null)),

    renderPage(number, { canvas, textLayer }, scale) {
      let cancelled = false;
      let cancelRender: (() => void) | null = null;
      let textLayerTask: TextLayer | null = null;
      let proxy: PDFPageProxy | null = null;
      const done = (async () => {
        const page = await doc.getPage(number);
        proxy = page;
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
        firstDrawn();
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
          // The page left the screen (or is drawn again at another scale): let pdf.js drop its
          // operator list and page resources, as its viewer does, or they pile up page after page.
          proxy?.cleanup();
        },
      };
    },

    async search(query, signal) {
      const hits: PdfSearchHit[] = [];
      if (!query.trim()) return hits;
      for (let n = 1; n <= doc.numPages && !signal.aborted && hits.length < MAX_HITS; n += 1) {
        const page = await doc.getPage(n);
        const segments = ((await page.getTextContent()).items as Array<{ str?: string }>).map((i) => i.str ?? '');
        const matches = textMatches(segments, query);
        if (matches.length === 0) continue;
        const text = joinSegments(segments);
        const lower = text.toLowerCase();
        const needle = query.trim().toLowerCase().replace(/\s+/g, ' ');
        let at = -1;
        for (let index = 0; index < matches.length && hits.length < MAX_HITS; index += 1) {
          at = lower.indexOf(needle, at + 1);
          const from = Math.max(0, at);
          hits.push({ page: n, index, excerpt: text.slice(Math.max(0, from - EXCERPT_BEFORE), from + needle.length + EXCERPT_AFTER).trim() });
        }
      }
      return hits;
    },

    destroy: () => void doc.destroy().finally(() => worker.destroy()),
  };
}
