// Shared by the reader benches: the built server (which serves the built demo) and Chromium, a
// book uploaded through the API, and one cold open of `/book/<format>/:id` measured in the page.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { Baseline, Figure, Goal } from '../../../scripts/bench/benchReport.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium';
import { type RunningServer, startServer } from '../../../tooling/e2e/startServer';
import { uploadForm } from '../../server/src/testing/fixtures';
import { createClient, signUp } from '../../server/src/testing/http';

export type BenchFormat = 'txt' | 'epub' | 'pdf';

/** The lazily imported engine module of each format (its chunk is named after it). */
const ENGINE_CHUNK: Record<BenchFormat, string> = { txt: 'openTxt', epub: 'openEpub', pdf: 'openPdf' };

export interface RouteFigures {
  /** Navigation start → first readable screen (the frame in which it was first seen). */
  navToReadyMs: number;
  /** End of the file's first response (a PDF's first Range request, a large TXT's 256 KiB head) → readable. */
  afterBytesMs: number;
  /** Navigation start → end of that response. */
  bytesAtMs: number;
  /** Requests for the book's file (a PDF makes several Range requests). */
  fileRequests: number;
  /** JavaScript that started loading before the engine chunk was requested. */
  jsBefore: { files: number; encoded: number; decoded: number };
  /** The engine chunk and everything JavaScript it pulled in until the screen was readable (pdf.js's worker too). */
  jsEngine: { files: number; encoded: number; decoded: number };
}

export interface ReaderBench {
  server: RunningServer;
  browser: Browser;
  upload(file: { name: string; data: Buffer | Uint8Array; type: string }, title: string): Promise<string>;
}

/** Starts the built server and Chromium, runs `body`, then stops both whatever happens. */
export async function withReaderBench<T>(body: (bench: ReaderBench) => Promise<T>): Promise<T> {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const call = createClient(server.baseUrl);
    const { access_token: token } = await signUp(call, `bench${Date.now()}`);
    // Link books: the route is opened as a guest (uploads are private unless told otherwise).
    const upload: ReaderBench['upload'] = async (file, title) => {
      const form = uploadForm({ file: { ...file, data: Buffer.from(file.data) }, fields: { title, file_index: 0, total_files: 1, visibility: 'link' } });
      const res = await call('POST', '/api/books/upload', { token, body: form });
      if (res.status !== 200 && res.status !== 201) throw new Error(`upload ${file.name}: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { book: { id: string } }).book.id;
    };
    return await body({ server, browser, upload });
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}

/**
 * Records, in the page, the first animation frame in which the reader shows something to read:
 * TXT a paragraph, PDF page 1's text layer (drawn after its canvas), EPUB a visible section frame
 * with text. Plain JavaScript source: tsx would wrap a serialized function's inner functions in a
 * helper that does not exist in the page.
 */
const watchReadable = (format: BenchFormat) => `(() => {
  const format = ${JSON.stringify(format)};
  window.__readableAt = null;
  performance.setResourceTimingBufferSize(100000);
  const readable = () => {
    if (format === 'txt') return document.querySelector('article [data-offset]') !== null;
    if (format === 'pdf') return (document.querySelector('[data-page="1"] .textLayer')?.textContent ?? '').length > 0;
    return [...document.querySelectorAll('iframe')].some((frame) => {
      const text = frame.contentDocument?.body?.textContent ?? '';
      return text.length > 200 && getComputedStyle(frame).visibility !== 'hidden';
    });
  };
  const tick = () => {
    if (readable()) window.__readableAt = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

interface PageTimings {
  readableAt: number;
  files: Array<{ start: number; end: number }>;
  js: Array<{ name: string; start: number; end: number; encoded: number; decoded: number }>;
}

export interface OpenedRoute {
  figures: RouteFigures;
  page: Page;
  context: BrowserContext;
}

export interface OpenRouteOptions {
  /** @default 120000 */
  timeoutMs?: number;
  /**
   * false: the page's boot script does not ask for the book early (it finds its slot taken), so the
   * reader asks once its code has loaded, as before the boot script; a same-run baseline. @default true
   */
  early?: boolean;
}

/** Opens `/book/<format>/<id>` in a fresh context (cold cache) and measures it; close `context` after. */
export async function openRoute(bench: ReaderBench, format: BenchFormat, id: string, { timeoutMs = 120_000, early = true }: OpenRouteOptions = {}): Promise<OpenedRoute> {
  const context = await bench.browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: bench.server.baseUrl });
  const page = await context.newPage();
  await page.addInitScript({ content: watchReadable(format) });
  if (!early) await page.addInitScript({ content: 'window.__atelierEarlyBook = null;' });
  await page.goto(`/book/${format}/${id}`);
  await page.waitForFunction(() => (window as unknown as { __readableAt: number | null }).__readableAt !== null, undefined, {
    timeout: timeoutMs,
    polling: 100,
  });
  const t = await page.evaluate((): PageTimings => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      readableAt: (window as unknown as { __readableAt: number }).__readableAt,
      files: entries.filter((e) => /\/api\/books\/[^/]+\/files\/\d+/.test(e.name)).map((e) => ({ start: e.startTime, end: e.responseEnd })),
      js: entries
        .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd, encoded: e.encodedBodySize, decoded: e.decodedBodySize })),
    };
  });
  const engineName = ENGINE_CHUNK[format];
  const engine = t.js.find((e) => e.name.split('/').pop()?.startsWith(`${engineName}-`));
  if (!engine) throw new Error(`no ${engineName} chunk among ${t.js.map((e) => e.name).join(', ')}`);
  const sum = (list: PageTimings['js']) => ({
    files: list.length,
    encoded: list.reduce((n, e) => n + e.encoded, 0),
    decoded: list.reduce((n, e) => n + e.decoded, 0),
  });
  const firstFile = t.files[0];
  if (!firstFile) throw new Error('the book file was never requested');
  return {
    page,
    context,
    figures: {
      navToReadyMs: t.readableAt,
      afterBytesMs: t.readableAt - firstFile.end,
      bytesAtMs: firstFile.end,
      fileRequests: t.files.length,
      jsBefore: sum(t.js.filter((e) => e.start < engine.start)),
      jsEngine: sum(t.js.filter((e) => e.start >= engine.start && e.start <= t.readableAt)),
    },
  };
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const kib = (bytes: number) => Math.round(bytes / 1024);

/** Goals (and a same-run baseline) of a format's first-screen figures, printed by `pnpm bench`. */
export interface RouteJudging {
  navToReady?: { goal: Goal; baseline?: Baseline | undefined };
  afterBytes?: { goal: Goal };
}

/** The figures every format prints: medians of the runs' timings, and the JS split of the first run. */
export function routeFigures(label: string, runs: readonly RouteFigures[], judging: RouteJudging = {}): Figure[] {
  const n = runs.length;
  const first = runs[0];
  if (!first) return [];
  const { navToReady, afterBytes } = judging;
  return [
    {
      name: `${label}: navigation → first readable screen (median of ${n})`,
      value: median(runs.map((r) => r.navToReadyMs)),
      unit: 'ms',
      ...(navToReady ? { goal: navToReady.goal } : {}),
      ...(navToReady?.baseline ? { baseline: navToReady.baseline } : {}),
    },
    {
      name: `${label}: first file bytes arrived → first readable screen (median of ${n})`,
      value: median(runs.map((r) => r.afterBytesMs)),
      unit: 'ms',
      ...afterBytes,
    },
    { name: `${label}: navigation → first file bytes arrived (median of ${n})`, value: median(runs.map((r) => r.bytesAtMs)), unit: 'ms' },
    { name: `${label}: JS before the engine chunk (${first.jsBefore.files} files, uncompressed)`, value: kib(first.jsBefore.decoded), unit: 'KiB' },
    { name: `${label}: JS before the engine chunk (over the wire)`, value: kib(first.jsBefore.encoded), unit: 'KiB' },
    { name: `${label}: JS of the engine until readable (${first.jsEngine.files} files, uncompressed)`, value: kib(first.jsEngine.decoded), unit: 'KiB' },
  ];
}
