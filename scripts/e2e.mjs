// End-to-end tests: vitest (node) driving Debian chromium through playwright-core against the
// built demo + server. Requires `pnpm run build` first (npm test does it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, log, root, run } from './lib.mjs';

if (!existsSync(path.join(root, 'apps/server/dist/main.js')) || !existsSync(path.join(root, 'apps/demo/dist/index.html'))) {
  console.error('The demo or server is not built: run `pnpm run build` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  process.exit(1);
}
log('end-to-end tests in Chromium');
// `pnpm test:e2e -- reader` forwards the `--`, after which vitest would ignore the file filter.
try {
  run('pnpm', ['exec', 'vitest', 'run', '--config', 'tooling/e2e/vitest.e2e.config.ts', ...process.argv.slice(2).filter((arg) => arg !== '--')]);
} catch (error) {
  process.exit(error.exitCode ?? 1);
}
