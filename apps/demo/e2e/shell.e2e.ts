import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';

const server = serverPerFile();

/** Waits until React has rendered into #root and lazy chunks and locales have loaded. */
async function openApp(page: Page, url = '/') {
  await page.goto(url);
  // A lazy route shows an empty Suspense fallback first; on a loaded machine the network can go
  // idle before its chunk has rendered, so wait for words, not just for children.
  await page.waitForFunction(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 0);
  await page.waitForLoadState('networkidle');
}

describe('demo shell', () => {
  it('loads at / with no console errors, failed requests or axe violations', async () => {
    const page = await newPage(server.baseUrl);
    await openApp(page);
    expect((await page.locator('#root').innerText()).trim()).not.toBe('');
    expect(await page.getAttribute('html', 'lang')).toBeTruthy();
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 } });
    await openApp(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expectNoPageProblems(page);
  });
});

describe('server routing', () => {
  it('answers an unknown client route with the SPA index.html', async () => {
    const res = await fetch(`${server.baseUrl}/library/some/deep/route?x=1`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const index = readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');
    // The built page, with this response's CSP nonce in place of Vite's placeholder.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await res.text()).toBe(index.replaceAll('ATELIER_CSP_NONCE', nonce ?? ''));
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const url of ['/api/no-such-endpoint', '/api', '/openapi/v9/nothing']) {
      const res = await fetch(`${server.baseUrl}${url}`);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(await res.json(), url).toMatchObject({ code: 'NOT_FOUND', msg: expect.any(String) });
    }
  });
});
