import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium';
import { serverPerFile } from '../../../tooling/e2e';

const server = serverPerFile();

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('installable web app', () => {
  it("passes Chromium's installability check with a valid manifest and real icons", async () => {
    // Chromium never offers to install from an incognito profile, which every `newPage` context is.
    const profile = mkdtempSync(path.join(tmpdir(), 'atelier-pwa-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, baseURL: server.baseUrl });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const failures: string[] = [];
      page.on('response', (res) => void (res.status() >= 400 && failures.push(`${res.status()} ${res.url()}`)));
      page.on('pageerror', (error) => void failures.push(error.message));
      await page.goto('/chat');
      await page.waitForLoadState('networkidle');
      await checkInstallable(page, failures);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

async function checkInstallable(page: Page, failures: string[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
  expect(manifest.url).toBe(`${server.baseUrl}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data ?? '{}') as { name: string; display: string; icons: { src: string; sizes: string; type: string }[] };
  expect(data.name).toBe('Atelier');
  expect(data.display).toBe('standalone');
  // The criteria Chromium fires `beforeinstallprompt` on: an empty list means installable.
  await expect.poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, { timeout: 15_000 }).toEqual([]);

  for (const icon of data.icons.filter((i) => i.type === 'image/png')) {
    const res = await page.request.get(new URL(icon.src, manifest.url).href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await res.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  const served = await page.request.get('/manifest.webmanifest');
  expect(served.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(failures).toEqual([]);
}
