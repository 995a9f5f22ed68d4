import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['apps/demo/e2e/**/*.e2e.ts'],
    root: new URL('../..', import.meta.url).pathname,
    // One server + one browser per file; files run one after another to spare 2 cores.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
