// `pnpm size:update`: measures every check of .size-limit.mjs and records measured + 5 % as its
// limit in limits.json. Run it after a deliberate change in size, and say why in the commit.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, root } from '../lib.mjs';

const HEADROOM = 1.05;

const result = spawnSync('pnpm', ['exec', 'size-limit', '--json'], { cwd: root, encoding: 'utf8' });
let checks;
try {
  checks = JSON.parse(result.stdout);
} catch {
  console.error(result.stdout, result.stderr);
  throw new Error(
    'size-limit printed no figures (are the packages and the demo built? pnpm run build)',
  );
}
const missing = checks.filter((c) => c.missed || typeof c.size !== 'number');
if (missing.length) throw new Error(`no size for: ${missing.map((c) => c.name).join(', ')}`);

// The first-visit budgets per route are measured in Chromium (apps/demo/e2e/route-budgets.e2e.ts),
// not by size-limit: kept as they are.
const file = path.join(root, 'scripts/size/limits.json');
const kept = Object.entries(JSON.parse(readFileSync(file, 'utf8'))).filter(([name]) => name.startsWith('first visit '));
const limits = Object.fromEntries([
  ...checks.map((c) => [c.name, Math.ceil((c.size * HEADROOM) / 10) * 10]),
  ...kept,
]);
writeFileSync(file, `${JSON.stringify(limits, null, 2)}\n`);
for (const c of checks) log(`${c.name}: ${c.size} B → limit ${limits[c.name]} B`);
