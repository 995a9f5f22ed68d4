import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tooling/chromium';
import { JSDOM_ISOLATED } from './tooling/jsdomIsolated';
import { NODE_ISOLATED } from './tooling/nodeIsolated';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const JSDOM_TESTS = ['packages/*/src/**/*.test.tsx', 'apps/demo/src/**/*.test.{ts,tsx}'];
const NODE_TESTS = ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/demo/*.test.ts', 'scripts/**/*.test.ts', 'tooling/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          // These need a PostgreSQL server: the node-pg project runs them.
          exclude: [...configDefaults.exclude, '**/*.pg.test.ts', ...NODE_ISOLATED],
          // One module graph per worker instead of one per file: the project took 480 s isolated and
          // 314 s shared on 2 cores. Files that mock modules or stub globals run in `node-isolated`.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: NODE_ISOLATED,
          testTimeout: 30_000,
        },
      },
      {
        // The server's HTTP integration suites again, on a real PostgreSQL server (started by the
        // global setup; installed from Debian first when missing). `pnpm test:server-pg`.
        extends: true,
        test: {
          name: 'node-pg',
          environment: 'node',
          // Chat attachments too: their quota's race only shows on a server with concurrent connections.
          include: ['apps/server/src/routes/**/*.test.ts', 'apps/server/src/gateway/attachmentRoutes.test.ts', 'apps/server/src/**/*.pg.test.ts'],
          globalSetup: ['./apps/server/src/testing/postgres.globalSetup.ts'],
          setupFiles: ['./apps/server/src/testing/postgres.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: JSDOM_TESTS,
          exclude: [...configDefaults.exclude, ...JSDOM_ISOLATED],
          // One jsdom per worker instead of one per file: building a window cost 1.2 s a file, a third
          // of the project's time on 2 cores. Files that change shared state run in `jsdom-isolated`.
          isolate: false,
          setupFiles: ['./tooling/vitest.jsdom.setup.ts'],
          // Widget tests that import a lazy engine chunk (TXT, media, markdown) take 5–8 s on a busy 2-core CI.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom-isolated',
          environment: 'jsdom',
          include: JSDOM_ISOLATED,
          setupFiles: ['./tooling/vitest.jsdom.setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // One page for every story file instead of a fresh one each: 90 s against 434 s on 2 cores,
          // most of it the per-file setup. Each story renders into its own canvas with its own providers.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
