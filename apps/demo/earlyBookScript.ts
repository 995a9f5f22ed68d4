import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ENTRY = 'src/boot/earlyBook.entry.ts';
const NAME = 'earlyBook';

/**
 * Builds src/boot/earlyBook.entry.ts as an entry of its own (no imports; 1.2 kB gzip) and puts it
 * first in the page's <head> as an async module: it runs as soon as it arrives, so a reader
 * route's book record and first bytes are requested while the app's code is still downloading.
 */
export function earlyBookScript(): Plugin {
  const entry = fileURLToPath(new URL(ENTRY, import.meta.url));
  const html = fileURLToPath(new URL('index.html', import.meta.url));
  return {
    name: 'atelier-early-book',
    config(_config, { command }) {
      if (command !== 'build') return;
      return { build: { rolldownOptions: { input: { index: html, [NAME]: entry } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = ctx.bundle && Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === NAME);
        const src = chunk ? `/${chunk.fileName}` : ctx.server ? `/${ENTRY}` : null;
        if (!src) return [];
        return [{ tag: 'script', attrs: { type: 'module', async: true, src, nonce: 'ATELIER_CSP_NONCE' }, injectTo: 'head-prepend' }];
      },
    },
  };
}
