import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

let browserPromise: Promise<Browser> | undefined;
let extraArgs: string[] = [];
const openContexts = new Set<BrowserContext>();
const problemsByPage = new WeakMap<Page, string[]>();

/** The test file's browser, launched on first use (the e2e setup file starts it early). */
export function getBrowser(): Promise<Browser> {
  browserPromise ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
  return browserPromise;
}

/**
 * Extra Chromium flags for this test file's browser (e.g. `fakeMicrophoneArgs`). Call it at the
 * top level of the file: the browser launches in the first `beforeAll`, with the flags set then.
 */
export function setBrowserArgs(args: string[]): void {
  if (browserPromise) throw new Error('setBrowserArgs: the browser is already running; call it at the top of the test file');
  extraArgs = [...args];
}

export async function closeBrowser(): Promise<void> {
  const pending = browserPromise;
  browserPromise = undefined;
  extraArgs = [];
  openContexts.clear();
  if (pending) await (await pending.catch(() => undefined))?.close();
}

/** Closes every context opened by `newPage` (the setup file does this after each test). */
export async function closeContexts(): Promise<void> {
  const contexts = [...openContexts];
  openContexts.clear();
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
}

export type NewPageOptions = Omit<BrowserContextOptions, 'baseURL'>;

/**
 * A page in a fresh context (no storage shared between tests, no service worker unless `options` allow one) whose relative `goto('/x')` resolves
 * against `baseUrl`. Console errors, page errors, failed requests and HTTP errors are recorded
 * for `expectNoPageProblems`.
 */
export async function newPage(baseUrl: string, options: NewPageOptions = {}): Promise<Page> {
  const browser = await getBrowser();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    // The demo's service worker would precache the whole app (4.5 MB) in every test's fresh
    // context; the tests of offline use (offline.e2e.ts) ask for it with `serviceWorkers: 'allow'`.
    serviceWorkers: 'block',
    ...options,
    baseURL: baseUrl,
  });
  openContexts.add(context);
  context.once('close', () => openContexts.delete(context));
  const page = await context.newPage();
  const problems: string[] = [];
  problemsByPage.set(page, problems);
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation or reload cancels what the old page still had in flight; nothing failed.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return page;
}

/** What went wrong in the page so far (see `newPage`). */
export function pageProblems(page: Page): string[] {
  return [...(problemsByPage.get(page) ?? [])];
}

/** Fails listing console errors, uncaught errors and failed or 4xx/5xx requests; `allow` filters expected ones. */
export function expectNoPageProblems(page: Page, allow: RegExp[] = []): void {
  const problems = pageProblems(page).filter((p) => !allow.some((re) => re.test(p)));
  expect(problems, 'console errors or failed requests').toEqual([]);
}

interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** Runs axe-core in the page and returns one readable line per violation (empty when clean). */
export async function axeViolations(page: Page, disableRules: string[] = []): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated, not added as an inline <script>: the served page's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (disabled) => {
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { rules })).violations;
  }, disableRules);
  return (violations as AxeResult[]).map((v) => {
    const nodes = v.nodes.map((n) => n.target.map(String).join(' ')).join(', ');
    return `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${nodes}`;
  });
}

/** Fails listing every axe-core violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, disableRules: string[] = []): Promise<void> {
  expect(await axeViolations(page, disableRules), 'axe-core violations').toEqual([]);
}
