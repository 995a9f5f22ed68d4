// `pnpm size:update`: measures every check of .size-limit.mjs and records measured + 5 % as its
// limit in limits.json. Run it after a deliberate change in size, and say why in the commit.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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

const limits = Object.fromEntries(
  checks.map((c) => [c.name, Math.ceil((c.size * HEADROOM) / 10) * 10]),
);
writeFileSync(path.join(root, 'scripts/size/limits.json'), `${JSON.stringify(limits, null, 2)}\n`);
for (const c of checks) log(`${c.name}: ${c.size} B → limit ${limits[c.name]} B`);
