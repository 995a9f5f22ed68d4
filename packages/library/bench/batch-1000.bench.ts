// A batch of 1,000 small novels through the demo's batch uploader in Chromium, against the built
// server: wall time, API requests per file, and whether the page stays responsive while the batch
// runs (long tasks from a PerformanceObserver: count over 50 ms and the longest). Figures only
// (scripts/bench.mjs); needs `pnpm build`. BENCH_BATCH_FILES sets the count.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium';
import { startServer } from '../../../tooling/e2e/startServer';

const FILES = Number(process.env['BENCH_BATCH_FILES'] ?? 1000);

declare global {
  interface Window {
    __longTasks: number[];
  }
}

export async function run() {
  const server = await startServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  const root = mkdtempSync(path.join(tmpdir(), 'atelier-batch-bench-'));
  const dir = path.join(root, 'Novels');
  mkdirSync(dir);
  for (let i = 1; i <= FILES; i += 1) writeFileSync(path.join(dir, `Novel ${i}.txt`), `第一章\n${'山高水长。'.repeat(200)}\n`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: server.baseUrl });
    await page.addInitScript('window.__name = (fn) => fn');
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const userName = `bench${Date.now().toString(36)}`;
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: userName, user_name: userName, password: 'secret123' }),
    });
    if (registered.status !== 201) throw new Error(`register: HTTP ${registered.status}`);
    await page.goto('/login?redirect=%2Fupload%2Fbatchupload', { waitUntil: 'networkidle' });
    await page.getByLabel('用户', { exact: true }).fill(userName);
    await page.getByLabel('密码', { exact: true }).fill('secret123');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/upload/batchupload', { timeout: 60_000 });

    const picked = performance.now();
    await page.getByLabel('选择文件夹').setInputFiles(dir);
    await page.getByText(`${FILES} 本书 · ${FILES} 个文件`).waitFor({ timeout: 120_000 });
    const grouped = performance.now() - picked;

    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests += 1;
    });
    await page.evaluate(() => (window.__longTasks = []));
    const profiling = process.env['BENCH_PROFILE'];
    const cdp = profiling ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const started = performance.now();
    await page.getByRole('button', { name: '开始上传' }).click();
    await page.getByText(`完成：已上传全部 ${FILES} 个文件。`).waitFor({ timeout: 30 * 60_000 });
    const wall = (performance.now() - started) / 1000;
    if (cdp && profiling) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
      writeFileSync(profiling, JSON.stringify(profile));
    }
    const longTasks = await page.evaluate(() => window.__longTasks);
    return [
      { name: `batch ${FILES} files: choose folder → grouped on screen`, value: grouped, unit: 'ms' },
      { name: `batch ${FILES} files: start → all uploaded`, value: wall, unit: 's' },
      { name: `batch ${FILES} files: files per second`, value: FILES / wall, unit: 'files/s' },
      { name: `batch ${FILES} files: API requests per file`, value: requests / FILES, unit: 'requests' },
      { name: `batch ${FILES} files: long tasks over 50 ms while uploading`, value: longTasks.filter((d) => d > 50).length, unit: 'tasks' },
      { name: `batch ${FILES} files: longest task while uploading`, value: Math.max(0, ...longTasks), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
