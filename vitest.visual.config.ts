// Screenshot comparison of the AllStates stories (see tooling/visual). Separate from the main
// config so `pnpm test:unit` and the stories project never pay for it: `pnpm test:visual`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tooling/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const baselines = path.join(dirname, 'tooling/visual/baselines');
const demoPackage = (await import('./apps/demo/package.json', { with: { type: 'json' } })).default as { version: string };

export default defineConfig({
  plugins: [react()],
  // msw's service worker, for stories that mock the server (as in the Storybook).
  publicDir: '.storybook/public',
  // The demo's About section shows the version its Vite config defines (as in .storybook/main.ts).
  define: { __APP_VERSION__: JSON.stringify(demoPackage.version) },
  test: {
    name: 'visual',
    include: ['tooling/visual/**/*.visual.test.tsx'],
    testTimeout: 30_000,
    // Screenshots of failed comparisons land here, beside the diffs, never in the tree.
    attachmentsDir: '.tmp/visual-attachments',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--force-color-profile=srgb'] },
        // A window taller than any grid, so the tester frame is never scaled down to fit.
        contextOptions: { viewport: { width: 1280, height: 8000 }, locale: 'en-US', timezoneId: 'UTC', deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliasing may differ by a pixel here and there; a real change moves far more.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
          // One committed file per story and mode, named the same on every platform.
          resolveScreenshotPath: ({ arg, ext }) => path.join(baselines, `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) => path.join(dirname, '.tmp/visual-diff', `${arg}${ext}`),
        },
      },
    },
  },
});
