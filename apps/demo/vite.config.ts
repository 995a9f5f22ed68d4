import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env['ATELIER_API'] ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react()],
  build: { chunkSizeWarningLimit: 1500, sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/openapi', '/mjapi', '/healthz'].map((p) => [p, { target: apiTarget, changeOrigin: true }]),
    ),
  },
});
