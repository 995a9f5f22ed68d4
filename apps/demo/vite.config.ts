import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { pdfjsAssets } from './pdfjsAssets';
import { precompressAssets } from './precompressAssets';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const apiTarget = process.env['ATELIER_API'] ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react(), pdfjsAssets(), precompressAssets()],
  define: { __APP_VERSION__: JSON.stringify(version) },
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
