// PDF in Chromium: 1,000- and 5,000-page PDFs opened cold on the built demo's `/book/pdf/:id`
// against the built server (pdf.js reads them by Range requests). Their page trees are balanced
// (nodes of 10 kids, as PDF writers make them); a 5,000-page PDF with one flat /Kids array is
// timed too: pdf.js checks the last page while opening, which there reads every page object. Goal (issue #6): page 1 under
// 800 ms, and memory bounded while scrolling through all 1,000 pages: the JS heap of the page and
// of pdf.js's worker, after a garbage collection, at page 1, halfway and at the end.
// `pdf-first-page.bench.ts` times pdf.js alone in Node.
import type { CDPSession, Page } from 'playwright-core';
import { makeTestPdf } from '../e2e/bookFixtures';
import { kib, median, openRoute, routeFigures, type RouteFigures, withReaderBench } from './readerRoute';

const RUNS = 3;

interface Memory {
  pageHeap: number;
  workerHeap: number | null;
  nodes: number;
}

/** The page's and the pdf.js worker's used JS heap after a collection, and the DOM node count. */
async function memory(cdp: CDPSession): Promise<Memory> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { pageHeap: metric('JSHeapUsedSize'), workerHeap: await workerHeap(cdp), nodes: metric('Nodes') };
}

/** Talks to the page's dedicated workers through the page's CDP session (non-flat sessions). */
const workerSessions = new WeakMap<CDPSession, string[]>();

async function workerHeap(cdp: CDPSession): Promise<number | null> {
  let sessions = workerSessions.get(cdp);
  if (!sessions) {
    // Attached once: a second setAutoAttach does not report the workers again.
    const found: string[] = [];
    sessions = found;
    workerSessions.set(cdp, found);
    cdp.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string } }) => {
      if (event.targetInfo.type === 'worker') found.push(event.sessionId);
    });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    await new Promise((r) => setTimeout(r, 200));
  }
  let total: number | null = null;
  let nextId = 1;
  for (const sessionId of sessions) {
    const ask = (method: string) =>
      new Promise<Record<string, number> | null>((resolve) => {
        const id = nextId++;
        const timer = setTimeout(() => resolve(null), 5_000);
        const onMessage = (event: { sessionId: string; message: string }) => {
          const reply = JSON.parse(event.message) as { id?: number; result?: Record<string, number> };
          if (event.sessionId !== sessionId || reply.id !== id) return;
          clearTimeout(timer);
          cdp.off('Target.receivedMessageFromTarget', onMessage);
          resolve(reply.result ?? null);
        };
        cdp.on('Target.receivedMessageFromTarget', onMessage);
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
      });
    await ask('HeapProfiler.collectGarbage');
    const usage = await ask('Runtime.getHeapUsage');
    if (usage?.['usedSize'] !== undefined) total = (total ?? 0) + usage['usedSize'];
  }
  return total;
}

/**
 * Scrolls the reader one page at a time until `fraction` of the document, waiting at each step
 * (up to 2 s) for the pages on screen to be drawn. Returns the page at the top and the steps whose
 * pages were not drawn in time.
 */
async function scrollThrough(page: Page, fraction: number): Promise<{ page: number; late: number }> {
  // Plain JavaScript source: tsx would wrap the inner functions of a serialized one in a helper
  // that does not exist in the page.
  return page.evaluate(`(async (upTo) => {
    const scroller = document.querySelector('[data-part="pdf-reader"] [role="region"]');
    const first = document.querySelector('[data-page]');
    if (!scroller || !first) throw new Error('no PDF pages on screen');
    const step = first.offsetHeight + 12;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const drawn = () =>
      [...document.querySelectorAll('[data-page]')]
        .filter((slot) => {
          const box = slot.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((slot) => (slot.querySelector('.textLayer')?.textContent ?? '').length > 0);
    let late = 0;
    const end = Math.min(scroller.scrollHeight - scroller.clientHeight, Math.floor(scroller.scrollHeight * upTo));
    while (scroller.scrollTop < end - 1) {
      scroller.scrollTop = Math.min(end, scroller.scrollTop + step);
      await frame();
      await frame();
      const started = performance.now();
      while (!drawn()) {
        if (performance.now() - started > 2000) {
          late += 1;
          break;
        }
        await frame();
      }
    }
    const top = [...document.querySelectorAll('[data-page]')].find((slot) => slot.getBoundingClientRect().bottom > scroller.getBoundingClientRect().top + 1);
    return { page: Number(top?.dataset.page ?? 0), late };
  })(${fraction})`);
}

export async function run() {
  const pdf1000 = makeTestPdf(1000, 0, 10);
  const pdf5000 = makeTestPdf(5000, 0, 10);
  const flat5000 = makeTestPdf(5000);
  return withReaderBench(async (bench) => {
    const id1000 = await bench.upload({ name: 'quiet-water-1000.pdf', data: pdf1000, type: 'application/pdf' }, 'Quiet Water 1000');
    const id5000 = await bench.upload({ name: 'quiet-water-5000.pdf', data: pdf5000, type: 'application/pdf' }, 'Quiet Water 5000');
    const idFlat = await bench.upload({ name: 'quiet-water-flat.pdf', data: flat5000, type: 'application/pdf' }, 'Quiet Water flat');
    const runs1000: RouteFigures[] = [];
    const late1000: RouteFigures[] = [];
    const memories: Array<{ first: Memory; half: Memory; end: Memory; endPage: number; late: number; scrollMs: number }> = [];
    for (let i = 0; i < RUNS; i += 1) {
      const opened = await openRoute(bench, 'pdf', id1000);
      runs1000.push(opened.figures);
      const cdp = await opened.context.newCDPSession(opened.page);
      await cdp.send('Performance.enable');
      const first = await memory(cdp);
      const started = performance.now();
      const half = await scrollThrough(opened.page, 0.5);
      const halfMemory = await memory(cdp);
      const end = await scrollThrough(opened.page, 1);
      const scrollMs = performance.now() - started;
      memories.push({ first, half: halfMemory, end: await memory(cdp), endPage: end.page, late: half.late + end.late, scrollMs });
      await opened.context.close();
      // The same-run baseline: the same book without the boot script's early requests.
      const late = await openRoute(bench, 'pdf', id1000, { early: false });
      late1000.push(late.figures);
      await late.context.close();
    }
    const runs5000: RouteFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const opened = await openRoute(bench, 'pdf', id5000);
      runs5000.push(opened.figures);
      await opened.context.close();
    }
    const runsFlat: RouteFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const opened = await openRoute(bench, 'pdf', idFlat);
      runsFlat.push(opened.figures);
      await opened.context.close();
    }
    const m = (pick: (x: (typeof memories)[number]) => number) => median(memories.map(pick));
    const label = `pdf 1000 pages (${(pdf1000.length / 1024 / 1024).toFixed(1)} MiB), Chromium`;
    const lateFigures = routeFigures(`${label}, no early requests`, late1000).slice(0, 3);
    const balanced5000 = routeFigures(`pdf 5000 pages (${(pdf5000.length / 1024 / 1024).toFixed(1)} MiB), Chromium`, runs5000).slice(0, 3);
    return [
      ...routeFigures(label, runs1000, { navToReady: { goal: { op: '<', value: 800 }, baseline: lateFigures[0] } }),
      ...lateFigures,
      { name: `${label}: Range requests until page 1 (median of ${RUNS})`, value: median(runs1000.map((r) => r.fileRequests)), unit: '' },
      { name: `${label}: page JS heap at page 1 (median of ${RUNS})`, value: kib(m((x) => x.first.pageHeap)), unit: 'KiB' },
      { name: `${label}: page JS heap at page 500 (median of ${RUNS})`, value: kib(m((x) => x.half.pageHeap)), unit: 'KiB' },
      { name: `${label}: page JS heap at page ${memories[0]?.endPage ?? '?'} (median of ${RUNS})`, value: kib(m((x) => x.end.pageHeap)), unit: 'KiB' },
      { name: `${label}: worker JS heap at page 1 (median of ${RUNS})`, value: kib(m((x) => x.first.workerHeap ?? 0)), unit: 'KiB' },
      { name: `${label}: worker JS heap at page 500 (median of ${RUNS})`, value: kib(m((x) => x.half.workerHeap ?? 0)), unit: 'KiB' },
      { name: `${label}: worker JS heap at the end (median of ${RUNS})`, value: kib(m((x) => x.end.workerHeap ?? 0)), unit: 'KiB' },
      { name: `${label}: DOM nodes at page 1 / at the end (median of ${RUNS})`, value: m((x) => x.first.nodes), unit: `/ ${m((x) => x.end.nodes)}` },
      { name: `${label}: scrolling all pages, one page a step (median of ${RUNS})`, value: m((x) => x.scrollMs) / 1000, unit: `s (${m((x) => x.late)} steps not drawn within 2 s)` },
      ...balanced5000,
      { name: `pdf 5000 pages, Chromium: Range requests until page 1 (median of ${RUNS})`, value: median(runs5000.map((r) => r.fileRequests)), unit: '' },
      // Issue 24's goal, read against the balanced tree of as many pages.
      ...routeFigures(`pdf 5000 pages, flat page tree (${(flat5000.length / 1024 / 1024).toFixed(1)} MiB), Chromium`, runsFlat, {
        navToReady: { goal: { op: '<', value: 1500 }, baseline: balanced5000[0] },
      }).slice(0, 1),
      { name: `pdf 5000 pages, flat page tree, Chromium: Range requests until page 1 (median of ${RUNS})`, value: median(runsFlat.map((r) => r.fileRequests)), unit: '' },
    ];
  });
}
