// Account sync in Chromium (issue 19): a new device signs in to an account of 1,000 conversations
// and 10,000 messages and pulls all of it into its IndexedDB through the real demo. Goal: under
// 3 s. `apps/server/bench/sync.bench.ts` times the server's side alone.
import { chromium } from 'playwright-core';
import type { Figure } from '../../../scripts/bench/benchReport.mjs';
import { account } from '../../server/bench/sync.bench';
import { createClient, signUp } from '../../server/src/testing/http';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium';
import { startServer } from '../../../tooling/e2e/startServer';

const RUNS = 3;
const PASSWORD = 'bench-secret';

/** Messages in the account's chat database on this device (0 while it does not exist yet). */
const countMessages = `(async () => {
  const uid = JSON.parse(localStorage.getItem('userStorage') || '{}')?.data?.uid;
  if (!uid) return 0;
  const names = (await indexedDB.databases()).map((d) => d.name);
  if (!names.includes('atelier-chat@' + uid)) return 0;
  return await new Promise((resolve) => {
    const open = indexedDB.open('atelier-chat@' + uid);
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('messages')) return (db.close(), resolve(0));
      const request = db.transaction('messages').objectStore('messages').count();
      request.onsuccess = () => (db.close(), resolve(request.result));
      request.onerror = () => (db.close(), resolve(0));
    };
  });
})()`;

export async function run(): Promise<Figure[]> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const call = createClient(server.baseUrl);
    const userName = `benchsync${Date.now()}`;
    const { access_token: token } = await signUp(call, userName, PASSWORD);
    const records = account();
    for (let i = 0; i < records.length; i += 200) {
      const res = await call('POST', '/api/sync/changes', { token, json: { changes: records.slice(i, i + 200) } });
      if (res.status !== 200) throw new Error(`seed: HTTP ${res.status}`);
    }
    const messages = records.filter((r) => r.kind === 'message').length;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ baseURL: server.baseUrl });
      const page = await context.newPage();
      await page.goto('/login?redirect=%2Fchat', { waitUntil: 'networkidle' });
      // The login page's default language is Chinese.
      await page.getByLabel('用户', { exact: true }).fill(userName);
      await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
      const started = Date.now();
      await page.keyboard.press('Enter');
      for (;;) {
        if (((await page.evaluate(countMessages)) as number) >= messages) break;
        if (Date.now() - started > 120_000) throw new Error('the device did not pull the account within 2 minutes');
        await page.waitForTimeout(50);
      }
      times.push(Date.now() - started);
      await context.close();
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    return [
      {
        name: `sync: new device signs in and holds ${records.length - messages} conversations + ${messages} messages (Chromium, IndexedDB), median of ${RUNS}`,
        value: median / 1000,
        unit: 's',
        goal: { op: '<', value: 3 },
      },
    ];
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
}
