import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['apps/demo/e2e/**/*.e2e.ts'],
    setupFiles: ['tooling/e2e/setup.ts'],
    // Each file starts its own server and browser; one file at a time, in one fork, spares the 2 cores.
    fileParallelism: false,
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
