import { existsSync } from 'node:fs';
import path from 'node:path';
import { createFakeOpenAi, type FakeOpenAi } from '@atelier/chat/testing';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@atelier/chat/testing/node';
import {
  createFakeMidjourney,
  type FakeMidjourneyServer,
  startFakeMidjourneyServer,
} from '@atelier/draw/testing/node';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithForm, registerByApi, uniqueName } from '../../apps/demo/e2e/authFlow';
import { makeTestEpub, makeTestPdf } from '../../apps/demo/e2e/bookFixtures';
import { epubHeading } from '../../apps/demo/e2e/epubHeading';
import { type BookFile, uploadBook } from '../../apps/demo/e2e/uploadBook';
import { makeEpub } from '../../apps/server/src/testing/fixtures';
import { createClient } from '../../apps/server/src/testing/http';
import {
  expectNoAxeViolations,
  expectNoPageProblems,
  newPage,
  type RunningServer,
  startServer,
} from '../e2e';

// The app under test was built by `node scripts/consumer.mjs` from the packed tarballs; the real
// server serves it (STATIC_DIR) next to the API, with fake OpenAI and midjourney-proxy upstreams.
const dist = process.env['CONSUMER_APP_DIST'];

let openai: FakeOpenAi;
let openaiServer: FakeOpenAiServer;
let mj: FakeMidjourneyServer;
let server: RunningServer;
beforeAll(async () => {
  if (!dist || !existsSync(path.join(dist, 'index.html'))) {
    throw new Error(
      'CONSUMER_APP_DIST names no built consumer app: run `node scripts/consumer.mjs` (it builds the app and then these checks)',
    );
  }
  openai = createFakeOpenAi();
  openaiServer = await startFakeOpenAiServer(openai);
  mj = await startFakeMidjourneyServer(createFakeMidjourney({ progressSteps: ['50%'] }));
  server = await startServer({
    env: {
      STATIC_DIR: dist,
      OPENAI_API_BASE_URL: openaiServer.url,
      OPENAI_API_KEY: 'sk-consumer',
      MJ_SERVER: mj.url,
      AUTH_RATE_LIMIT: '1000',
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await openaiServer?.close();
  await mj?.close();
});

/**
 * Known global rules, each a bug to fix rather than a licence; none today. (KaTeX's stylesheet resets
 * its equation counters on <body>; chat deletes that rule when the stylesheet arrives.)
 */
const KNOWN_GLOBAL_RULES: string[] = [];

/**
 * What the host owns, read in the page: title, <html> attributes, computed styles of host elements
 * outside the widgets, its i18next instance, and every style rule not scoped by a class, id or
 * attribute (such a rule would restyle the host's own elements).
 */
function hostSnapshot(knownGlobalRules: string[]) {
  const styleOf = (selector: string) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const cs = getComputedStyle(el);
    const props = [
      'margin',
      'padding',
      'font-family',
      'font-size',
      'line-height',
      'letter-spacing',
      'color',
      'background-color',
      'box-sizing',
      'border',
      'overflow',
    ];
    return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
  };
  /** The comma-separated selectors of a list, not splitting inside `:is(a, b)`. */
  const selectorsOf = (list: string) => {
    const out: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < list.length; i += 1) {
      if (list[i] === '(') depth += 1;
      else if (list[i] === ')') depth -= 1;
      else if (list[i] === ',' && depth === 0) {
        out.push(list.slice(start, i));
        start = i + 1;
      }
    }
    return [...out, list.slice(start)];
  };
  const unscoped: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        const bare = selectorsOf(rule.selectorText).filter((s) => !/[.#[]/.test(s));
        if (bare.length > 0 && !knownGlobalRules.includes(rule.cssText))
          unscoped.push(rule.cssText.slice(0, 200));
      } else if ('cssRules' in rule) {
        visit((rule as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    if ((sheet.ownerNode as Element | null)?.id === 'host-css') continue;
    visit(sheet.cssRules);
  }
  const html = document.documentElement;
  const i18n = (
    window as unknown as {
      hostI18n: { language: string; store: { data: Record<string, Record<string, unknown>> } };
    }
  ).hostI18n;
  return {
    title: document.title,
    htmlAttributes: Object.fromEntries(Array.from(html.attributes).map((a) => [a.name, a.value])),
    bodyAttributes: Object.fromEntries(
      Array.from(document.body.attributes).map((a) => [a.name, a.value]),
    ),
    styles: Object.fromEntries(
      [
        'html',
        'body',
        '.host-title',
        '.host-intro',
        '.host-label',
        '.host-input',
        '.host-button',
      ].map((s) => [s, styleOf(s)]),
    ),
    hostLanguage: i18n.language,
    hostNamespaces: Object.fromEntries(
      Object.entries(i18n.store.data).map(([lng, ns]) => [lng, Object.keys(ns)]),
    ),
    unscopedRules: unscoped,
  };
}

const uploadByApi = (file: BookFile, title: string) => uploadBook(server.baseUrl, [file], title);

const primary = (page: Page) => page.locator('.host-provider-primary');
const secondary = (page: Page) => page.locator('.host-provider-secondary');

describe('the widgets installed from the packed tarballs', () => {
  it('leave the host page as it was, take className/style, expose data-part, and two providers with different configs work side by side', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('.host-show').waitFor();
    const before = await page.evaluate(hostSnapshot, KNOWN_GLOBAL_RULES);
    expect(before.unscopedRules).toEqual([]);
    await page.locator('.host-show').click();
    await primary(page)
      .getByRole('heading', { name: 'Upload a book' })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Message', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(hostSnapshot, KNOWN_GLOBAL_RULES)).toEqual(before);

    // The chat under the primary provider keeps its conversations in a database named after the
    // provider's storage prefix, never in the unprefixed one another provider would share.
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
      .toContain('primary.atelier-chat');
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('atelier-chat');

    // The host's styled-components theme still reaches its own components inside a provider.
    expect(await page.locator('.host-themed').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(120, 10, 10)',
    );

    // Every widget takes the host's className and style, and names its parts for host CSS.
    const styleOf = (selector: string, prop: string) =>
      page.locator(selector).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
    expect(await styleOf('.host-chat', 'height')).toBe('520px');
    expect(await styleOf('.host-draw', 'min-height')).toBe('400px');
    expect(await styleOf('.host-uploader', 'max-width')).toBe('640px');
    expect(await styleOf('.host-provider-primary', 'outline-color')).toBe('rgb(0, 128, 0)');
    for (const selector of [
      '.host-chat',
      '.host-draw',
      '.host-uploader',
      '.host-uploader-secondary',
    ]) {
      const parts = await page.locator(`${selector}[data-part], ${selector} [data-part]`).count();
      expect(parts, `data-part in ${selector}`).toBeGreaterThan(0);
    }

    // Side by side: each provider has its own language and colour scheme.
    await secondary(page).getByRole('heading', { name: '上传图书' }).waitFor();
    expect(await primary(page).getAttribute('lang')).toBe('en-US');
    expect(await secondary(page).getAttribute('lang')).toBe('zh-CN');
    expect(await primary(page).getAttribute('data-resolved-color-scheme')).toBe('light');
    expect(await secondary(page).getAttribute('data-resolved-color-scheme')).toBe('dark');

    // Signing in through the first provider's LoginModal leaves the second one's storage alone.
    const userName = uniqueName('host');
    await registerByApi(server.baseUrl, userName, 'secret123');
    await page.locator('.host-sign-in').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.locator('.host-login').count()).toBe(1);
    await expectNoAxeViolations(page);
    await loginWithForm(dialog, userName, 'secret123');
    await page.getByRole('status').filter({ hasText: 'Signed in' }).waitFor();
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => k.startsWith('primary.')).length).toBeGreaterThan(0);
    const secondaryValues = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('secondary.'))
        .map((k) => localStorage.getItem(k) ?? ''),
    );
    expect(secondaryValues.join('\n')).not.toContain(userName);

    expect(await page.evaluate(hostSnapshot, KNOWN_GLOBAL_RULES)).toEqual(before);
    expectNoPageProblems(page);
  });

  it('signs in, streams a chat reply, draws a picture and uploads a book', async () => {
    const userName = uniqueName('consumer');
    await registerByApi(server.baseUrl, userName, 'secret123');
    const page = await newPage(server.baseUrl);
    await page.goto('/?show', { waitUntil: 'networkidle' });
    await page.locator('.host-sign-in').click();
    await loginWithForm(page.getByRole('dialog'), userName, 'secret123');
    await page.getByRole('status').filter({ hasText: 'Signed in' }).waitFor();

    // Chat: the reply arrives in pieces through the server's proxy from the fake upstream.
    // About 180 network chunks 20 ms apart: the first words show long before the last.
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    openai.reply({ kind: 'stream', text: words, delayMs: 20, chunkSizes: [200] });
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    await input.fill('Hello from a consumer app');
    await input.press('Enter');
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText('word3', { exact: false }).first().waitFor();
    expect(await log.locator('[data-role="assistant"]').innerText()).not.toContain('word119');
    await log.getByText('word119', { exact: false }).first().waitFor({ timeout: 30_000 });
    // Chat settings (here the last conversation) are stored under the provider's prefix only.
    const chatKeys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('atelier-chat:')));
    await expect.poll(chatKeys).toContain('primary.atelier-chat:ui');
    expect((await chatKeys()).filter((k) => !k.startsWith('primary.'))).toEqual([]);
    const chat = openai.requests.filter((r) => r.path === '/v1/chat/completions').at(-1);
    expect(chat?.body).toMatchObject({
      stream: true,
      messages: [{ role: 'user', content: 'Hello from a consumer app' }],
    });
    // A reply with math brings KaTeX and its stylesheet (checked for global rules at the end).
    openai.reply({ kind: 'stream', text: 'Energy: $$E = mc^2$$', delayMs: 5, chunkSizes: [50] });
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    await input.fill('And some math?');
    await input.press('Enter');
    await log.locator('.katex').first().waitFor({ timeout: 30_000 });

    // Draw: a Midjourney task through the server's /mjapi proxy, polled to its result.
    const draw = page.locator('.host-draw');
    await draw.getByLabel('Prompt', { exact: true }).fill('a red fox');
    await draw.getByRole('button', { name: 'Generate', exact: true }).click();
    await draw
      .getByRole('img', { name: /^Result of / })
      .first()
      .waitFor({ timeout: 30_000 });

    // Upload: BookUploader stores an EPUB in the library, named from its own metadata.
    const uploader = page.locator('.host-uploader');
    const epub = makeEpub({ title: 'Consumer Book', author: 'A. Host' });
    await uploader
      .getByLabel('Choose file')
      .setInputFiles({
        name: 'consumer-book.epub',
        mimeType: 'application/epub+zip',
        buffer: epub,
      });
    await uploader.getByRole('button', { name: 'Upload', exact: true }).click();
    const read = uploader.getByRole('link', { name: 'Read now' });
    await read.waitFor({ timeout: 30_000 });
    const bookId = (await read.getAttribute('href'))?.split('/').pop() ?? '';
    // New books are private: only their owner sees them.
    const call = createClient(server.baseUrl);
    const token = (await call('POST', '/api/login', { json: { user_name: userName, password: 'secret123' } })).body.access_token as string;
    expect((await call('GET', `/api/books/${bookId}`)).body.code).toBe('BOOK_PRIVATE');
    const book = await call('GET', `/api/books/${bookId}?with_files=true`, { token });
    expect(book.body).toMatchObject({
      title: 'Consumer Book',
      author: 'A. Host',
      type: 'epub',
      complete: true,
      visibility: 'private',
    });

    // Lazy chunks (markdown with KaTeX, pdf.js, epub.js) bring their CSS only now: still none of it global.
    expect((await page.evaluate(hostSnapshot, KNOWN_GLOBAL_RULES)).unscopedRules).toEqual([]);
    expect(await page.title()).toBe('Consumer host');
    expectNoPageProblems(page);
  });

  it('opens an EPUB and a PDF in BookReader', async () => {
    const epub = await uploadByApi(
      { name: 'river-lights.epub', data: makeTestEpub(), type: 'application/epub+zip' },
      'River Lights',
    );
    const pdf = await uploadByApi(
      { name: 'quiet-water.pdf', data: makeTestPdf(5), type: 'application/pdf' },
      'Quiet Water',
    );
    const page = await newPage(server.baseUrl);

    await page.goto(`/?show&book=${epub}`);
    await expect.poll(() => epubHeading(page), { timeout: 30_000 }).toBe('Chapter One');
    await page.locator('.host-reader').getByRole('button', { name: 'Next page' }).click();
    expect(await page.locator('.host-reader').evaluate((el) => getComputedStyle(el).maxWidth)).toBe(
      '960px',
    );

    await page.goto(`/?show&book=${pdf}`);
    const firstPage = page.locator('.host-reader [data-page="1"] .textLayer');
    await expect
      .poll(() => firstPage.textContent({ timeout: 1000 }).catch(() => ''), { timeout: 30_000 })
      .toContain('Page 1 marker');

    // Lazy chunks (markdown with KaTeX, pdf.js, epub.js) bring their CSS only now: still none of it global.
    expect((await page.evaluate(hostSnapshot, KNOWN_GLOBAL_RULES)).unscopedRules).toEqual([]);
    expect(await page.title()).toBe('Consumer host');
    expectNoPageProblems(page);
  });
});
