import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyBookScript } from './earlyBookScript';
import { pdfjsAssets } from './pdfjsAssets';
import { precompressAssets } from './precompressAssets';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const apiTarget = process.env['ATELIER_API'] ?? 'http://127.0.0.1:8787';

// The workspace builds @atelier/readers from source, so epub.js is bundled here rather than by the
// package's tsup build: the same browser shims (packages/readers/tsup.config.ts) keep @xmldom/xmldom
// and localforage (31 kB gzip that a browser never runs) out of the EPUB chunk.
const epubjsShim = (file: string) => fileURLToPath(new URL(`../../packages/readers/src/epub/epubjsShims/${file}`, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    earlyBookScript(),
    pdfjsAssets(),
    // src/sw.ts, given the list of files to precache: the app's hashed code and styles and pdf.js's
    // worker (a PDF must open offline), not the page (its nonce is per response), source maps, the
    // exact tokenizer (2 MB, loaded on demand) nor pdf.js's cmaps and fonts (fetched per document).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css,woff2,wasm}', 'pdfjs/pdf.worker.min.mjs', 'icons/*.{svg,png}', 'manifest.webmanifest'],
        globIgnores: ['**/tokenWorker-*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompressAssets(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: [
      { find: /^@xmldom\/xmldom$/, replacement: epubjsShim('xmldom.ts') },
      { find: /^localforage$/, replacement: epubjsShim('localforage.ts') },
    ],
  },
  // Every <script>/<style>/<link> of the page, and a <meta property="csp-nonce"> that
  // styled-components, Vite's preloader and the readers' frames read, carry this placeholder;
  // apps/server replaces it with a fresh nonce per response (http/securityHeaders.ts).
  html: { cspNonce: 'ATELIER_CSP_NONCE' },
  build: { chunkSizeWarningLimit: 1500, sourcemap: true },
  // Module workers, so a worker may share chunks and lazy imports with the page (the account archive reader).
  worker: { format: 'es' },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/openapi', '/mjapi', '/healthz'].map((p) => [p, { target: apiTarget, changeOrigin: true }]),
    ),
  },
});
