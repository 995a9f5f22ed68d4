// `pnpm test:visual` compares the AllStates stories with their committed screenshots;
// `pnpm visual:update` (this script with --update) rewrites them after a wanted change.
// Screenshots only match on the fonts they were taken with: DejaVu Sans (Debian's default) for
// Latin and WenQuanYi Micro Hei for Chinese, installed here when missing and the user is root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, log, run } from './lib.mjs';

const FONT_PACKAGES = { 'DejaVu Sans': 'fonts-dejavu-core', 'WenQuanYi Micro Hei': 'fonts-wqy-microhei' };

function hasFont(family) {
  const result = spawnSync('fc-list', [`${family}`, 'family'], { encoding: 'utf8' });
  return !result.error && result.status === 0 && result.stdout.trim() !== '';
}

function ensureFonts() {
  const missing = Object.entries(FONT_PACKAGES).filter(([family]) => !hasFont(family)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  const command = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`The visual tests need fonts that are missing here. Install them as root with:\n  ${command}`);
    process.exit(1);
  }
  log(`installing fonts for the visual tests (${missing.join(', ')})`);
  run('sh', ['-c', command]);
}

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  process.exit(1);
}
ensureFonts();
const update = process.argv.includes('--update');
log(update ? 'rewriting the visual baselines' : 'visual regression: AllStates stories against tooling/visual/baselines');
try {
  run('pnpm', ['exec', 'vitest', 'run', '--config', 'vitest.visual.config.ts', ...(update ? ['--update'] : [])]);
} catch (error) {
  if (!update) console.error('\nA screenshot differs: see .tmp/visual-diff. If the change is wanted, run `pnpm visual:update` and commit the baselines.');
  process.exit(error.exitCode ?? 1);
}
