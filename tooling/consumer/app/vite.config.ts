import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * What a host does for BookReader's PDF engine: copy pdf.js's worker and data folders from the
 * installed pdfjs-dist (a dependency of @atelier/readers) to `/pdfjs/`, the reader's default.
 */
function pdfjsAssets(): Plugin {
  const readers = createRequire(import.meta.url).resolve('@atelier/readers/package.json');
  const pdfjs = path.dirname(createRequire(readers).resolve('pdfjs-dist/package.json'));
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'consumer-pdfjs-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      cpSync(
        path.join(pdfjs, 'build/pdf.worker.min.mjs'),
        path.join(outDir, 'pdfjs/pdf.worker.min.mjs'),
      );
      for (const dir of ['cmaps', 'standard_fonts', 'wasm'])
        cpSync(path.join(pdfjs, dir), path.join(outDir, 'pdfjs', dir), { recursive: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), pdfjsAssets()],
  // What a host served by apps/server does for its CSP: nonce placeholders on the page's tags
  // (and the csp-nonce meta styled-components reads), replaced by the server on each response.
  html: { cspNonce: 'HOST_CSP_NONCE' },
  build: { chunkSizeWarningLimit: 4096 },
});
