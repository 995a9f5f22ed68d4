// Drawing in Chromium against the built demo and server, with the fake midjourney-proxy upstream:
// 1. a gallery of 2,000 works (seeded into the studio's IndexedDB with cached images): time from
//    navigation to the first work painted, then frame times while scrolling to the end;
// 2. 50 unfinished tasks resuming their polling at once: upstream requests per second and
//    main-thread time per second (CDP TaskDuration) over 10 s.
// Figures only (scripts/bench.mjs); needs `pnpm build`.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium';
import { startServer } from '../../../tooling/e2e/startServer';
import { createFakeMidjourney } from '../src/testing/createFakeMidjourney';
import { startFakeMidjourneyServer } from '../src/testing/startFakeMidjourneyServer';

const WORKS = Number(process.env['BENCH_GALLERY_WORKS'] ?? 2000);
const POLLING = 50;
const WINDOW_MS = 10_000;

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;

/** Records in the studio's own schema (packages/draw/src/store), written before the app opens. */
async function seed(page: Page, records: unknown[], withImages: boolean) {
  await page.evaluate(
    async ({ records, withImages }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('atelier-draw', 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('tasks', { keyPath: 'id' }).createIndex('listId', 'listId');
          open.result.createObjectStore('images', { keyPath: 'id' });
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['tasks', 'images'], 'readwrite');
      for (const record of records as { id: string }[]) {
        tx.objectStore('tasks').put(record);
        if (withImages) {
          const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="hsl(${record.id.length * 37 % 360} 60% 60%)"/><text x="20" y="130" font-size="28">${record.id}</text></svg>`;
          tx.objectStore('images').put({ id: record.id, blob: new Blob([svg], { type: 'image/svg+xml' }), savedAt: Date.now() });
        }
      }
      await new Promise((resolve, reject) => ((tx.oncomplete = resolve), (tx.onerror = () => reject(tx.error))));
      db.close();
    },
    { records, withImages },
  );
}

function record(id: string, i: number, phase: 'succeeded' | 'polling', taskId: string, mjUrl: string) {
  const now = Date.now() - i * 1000;
  return {
    id,
    listId: 'default',
    kind: 'imagine',
    label: `work ${i}`,
    createdAt: now,
    updatedAt: now,
    request: null,
    taskId,
    task: {
      id: taskId,
      action: 'IMAGINE',
      status: phase === 'succeeded' ? 'SUCCESS' : 'IN_PROGRESS',
      prompt: `work ${i}`,
      promptEn: `work ${i}`,
      description: '',
      submitTime: now,
      startTime: now,
      finishTime: phase === 'succeeded' ? now : 0,
      imageUrl: phase === 'succeeded' ? `${mjUrl}/attachments/${i}-final.svg` : '',
      progress: phase === 'succeeded' ? '100%' : '10%',
      failReason: '',
      buttons: [],
      properties: {},
    },
    phase,
    error: null,
    queueText: null,
  };
}

export async function run() {
  const fake = createFakeMidjourney({ progressSteps: Array.from({ length: 200 }, () => '10%') });
  const mj = await startFakeMidjourneyServer(fake);
  const server = await startServer({ env: { MJ_SERVER: mj.url } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // 1. Gallery.
    const page = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    await page.goto('/404-bench', { waitUntil: 'domcontentloaded' });
    await seed(page, Array.from({ length: WORKS }, (_, i) => record(`w${i}`, i, 'succeeded', `t${i}`, mj.url)), true);
    const navigated = Date.now();
    await page.goto('/gallery');
    await page.waitForFunction(() => [...document.querySelectorAll('main img')].some((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), null, { timeout: 120_000, polling: 'raf' });
    const firstWork = Date.now() - navigated;
    const frames = await page.evaluate(async () => {
      const scroller = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => el.scrollHeight > el.clientHeight + 200 && getComputedStyle(el).overflowY !== 'visible').sort((a, b) => b.scrollHeight - a.scrollHeight)[0] ?? document.scrollingElement!;
      const times: number[] = [];
      let last = performance.now();
      const end = scroller.scrollHeight;
      for (let y = 0; y < end; y += 240) {
        scroller.scrollTop = y;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      return times;
    });

    // 2. Fifty tasks polling at once.
    const ids: string[] = [];
    for (let i = 0; i < POLLING; i += 1) {
      const res = await fetch(`${mj.url}/mj/submit/imagine`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: `poll ${i}`, botType: 'MID_JOURNEY' }) });
      ids.push(((await res.json()) as { result: string }).result);
    }
    const studio = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    await studio.goto('/404-bench', { waitUntil: 'domcontentloaded' });
    await seed(studio, ids.map((taskId, i) => record(`p${i}`, i, 'polling', taskId, mj.url)), false);
    await studio.goto('/draw', { waitUntil: 'networkidle' });
    const cdp = await studio.context().newCDPSession(studio);
    await cdp.send('Performance.enable');
    const taskMs = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    const before = fake.requests.length;
    const cpuBefore = await taskMs();
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const polls = fake.requests.slice(before).filter((r) => r.path.startsWith('/mj/task/'));
    const cpu = (await taskMs()) - cpuBefore;

    return [
      { name: `gallery ${WORKS} works: navigation → first work painted`, value: firstWork, unit: 'ms' },
      { name: `gallery ${WORKS} works: scroll frame p50`, value: quantile(frames, 0.5), unit: 'ms' },
      { name: `gallery ${WORKS} works: scroll frame p95`, value: quantile(frames, 0.95), unit: 'ms' },
      { name: `gallery ${WORKS} works: scroll frame max`, value: Math.max(...frames), unit: 'ms' },
      { name: `${POLLING} tasks polling: upstream requests per second`, value: polls.length / (WINDOW_MS / 1000), unit: 'req/s' },
      { name: `${POLLING} tasks polling: main-thread time per second`, value: cpu / (WINDOW_MS / 1000), unit: 'ms/s' },
    ];
  } finally {
    await browser.close();
    await server.stop();
    await mj.close();
  }
}
