// What a first visit to `/chat` transfers over HTTP (headers and bodies, the page and everything it
// loads until the network is idle), in Chromium against the built server serving the built demo:
// as Chromium asks for it (br), and with `Accept-Encoding: identity`, which is what every visit
// got before the demo's files were precompressed. Figures only.
import { chromium, type Browser } from 'playwright-core';
import type { Figure } from '../../../scripts/bench/benchReport.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium';
import { startServer } from '../../../tooling/e2e/startServer';

interface Visit {
  requests: number;
  /** Response headers and bodies as they came over the wire. */
  total: number;
  /** The same, JavaScript only. */
  js: number;
  encodings: Set<string>;
}

async function visit(
  browser: Browser,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<Visit> {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const page = await context.newPage();
  const sized: Array<Promise<void>> = [];
  const result: Visit = { requests: 0, total: 0, js: 0, encodings: new Set() };
  page.on('requestfinished', (request) => {
    sized.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
        result.requests += 1;
        result.total += bytes;
        if (/\.m?js$/.test(new URL(request.url()).pathname)) result.js += bytes;
        result.encodings.add((await response?.headerValue('content-encoding')) ?? 'identity');
      })(),
    );
  });
  await page.goto(`${baseUrl}/chat`, { waitUntil: 'networkidle' });
  await Promise.all(sized);
  await context.close();
  return result;
}

export async function run(): Promise<Figure[]> {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const plain = await visit(browser, server.baseUrl, { 'accept-encoding': 'identity' });
    const compressed = await visit(browser, server.baseUrl, {});
    if (plain.encodings.size !== 1 || !plain.encodings.has('identity'))
      throw new Error(`the identity visit got ${[...plain.encodings].join(', ')}`);
    const kib = (bytes: number) => bytes / 1024;
    const label = (what: string, v: Visit) =>
      `first visit to /chat, ${what} (${v.requests} requests; ${[...v.encodings].sort().join(', ')})`;
    return [
      {
        name: label('all bytes over HTTP, Chromium default Accept-Encoding', compressed),
        value: kib(compressed.total),
        unit: 'KiB',
        baseline: {
          name: label('all bytes over HTTP, Accept-Encoding: identity', plain),
          value: kib(plain.total),
          unit: 'KiB',
        },
      },
      {
        name: 'first visit to /chat, JavaScript over HTTP, Chromium default Accept-Encoding',
        value: kib(compressed.js),
        unit: 'KiB',
        baseline: {
          name: 'first visit to /chat, JavaScript over HTTP, Accept-Encoding: identity',
          value: kib(plain.js),
          unit: 'KiB',
        },
      },
    ];
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}
