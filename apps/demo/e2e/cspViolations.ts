import type { Page } from 'playwright-core';

export interface CspWatch {
  /** Every violation so far: the browser's own console reports (every frame) and the page's events. */
  violations(): string[];
  /** Forgets what was seen (after a deliberate violation that proves the watch works). */
  clear(): void;
}

/**
 * Collects the CSP violations of a page and of every frame in it. The browser logs each one to
 * the console, from srcdoc frames too (whose scripts cannot run to report it themselves), and
 * fires `securitypolicyviolation` in documents that can run script, which an init script forwards.
 * Call before the first navigation.
 */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const seen: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) seen.push(`console: ${text}`);
  });
  await page.exposeFunction('__atelierCspViolation', (line: string) => seen.push(`event: ${line}`));
  // A string: tsx would wrap a function's inner helpers in a `__name` the page lacks.
  await page.addInitScript(`window.addEventListener('securitypolicyviolation', (e) => {
    const target = e.target && e.target.outerHTML ? ' on ' + e.target.outerHTML.slice(0, 160) : '';
    window.__atelierCspViolation(e.violatedDirective + ' blocked ' + e.blockedURI + ' in ' + document.URL + target);
  }, true);`);
  return {
    violations: () => [...seen],
    clear: () => {
      seen.length = 0;
    },
  };
}
