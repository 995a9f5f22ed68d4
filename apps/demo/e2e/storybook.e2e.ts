// The static Storybook (`pnpm build-storybook`, built by `npm test` before this step) is the
// widgets' catalogue: it must list every widget's states and docs, and work with no server and
// no internet, its mocked requests answered by msw's service worker.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, newPage } from '../../../tooling/e2e';

const STATIC_DIR = fileURLToPath(new URL('../../../storybook-static', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  if (!existsSync(path.join(STATIC_DIR, 'index.json'))) {
    throw new Error('storybook-static is missing: run `pnpm build-storybook` first.');
  }
  server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(STATIC_DIR, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(STATIC_DIR) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const WIDGETS = ['chat/ChatPanel', 'draw/DrawStudio', 'library/BookUploader', 'library/BatchUploader', 'readers/BookReader', 'core/LoginModal'];

describe('static Storybook catalogue', () => {
  it('lists an AllStates story and a docs page for every widget', () => {
    const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    const entries = Object.values(index.entries);
    for (const title of WIDGETS) {
      expect(entries.some((e) => e.title === title && e.type === 'story' && e.name === 'All States'), `${title} AllStates`).toBe(true);
      expect(entries.some((e) => e.title === title && e.type === 'docs'), `${title} docs`).toBe(true);
    }
  });

  it('renders a story whose server is msw, without reaching any other origin', async () => {
    // msw answers from its service worker (mockServiceWorker.js), which the e2e default blocks.
    const page = await newPage(baseUrl, { serviceWorkers: 'allow' });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.goto('/iframe.html?id=chat-chatpanel--all-states&viewMode=story');
    await page.locator('[data-state-name="Password"] [data-part="access-password"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-state-name="NoService"] [data-part="no-service"]').waitFor({ timeout: 30_000 });
    expect(foreign).toEqual([]);
  });

  it('shows a widget docs page with its props table from JSDoc', async () => {
    // msw answers from its service worker (mockServiceWorker.js), which the e2e default blocks.
    const page = await newPage(baseUrl, { serviceWorkers: 'allow' });
    await page.goto('/iframe.html?id=library-bookuploader--docs&viewMode=docs');
    const table = page.locator('.docblock-argstable');
    await table.waitFor({ timeout: 30_000 });
    expect(await table.innerText()).toContain('headingLevel');
  });
});
