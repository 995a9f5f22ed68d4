import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The consumer app's browser checks; `node scripts/consumer.mjs` builds the app and runs this. */
export default defineConfig({
  test: {
    name: 'consumer',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tooling/consumer/*.e2e.ts'],
    setupFiles: ['tooling/e2e/setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
