// `pnpm bench`: runs every benchmark module and prints named figures. Never asserts: the
// numbers are for people to read and compare, not for CI to gate on.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, root } from './lib.mjs';

function discover() {
  const found = [];
  const benchDir = path.join(root, 'scripts/bench');
  for (const f of readdirSync(benchDir))
    if (/\.bench\.(ts|mjs)$/.test(f)) found.push(path.join(benchDir, f));
  for (const group of ['apps', 'packages']) {
    for (const pkg of readdirSync(path.join(root, group))) {
      const dir = path.join(root, group, pkg, 'bench');
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir))
        if (/\.bench\.(ts|mjs)$/.test(f)) found.push(path.join(dir, f));
    }
  }
  const only = process.argv.slice(2);
  // Match on the path inside the repo, so a checkout folder's own name never selects a bench.
  return only.length ? found.filter((f) => only.some((o) => path.relative(root, f).includes(o))) : found;
}

async function runModule(file) {
  if (file.endsWith('.mjs')) return (await import(pathToFileURL(file).href)).run();
  // TypeScript benchmarks run in their own tsx process and print JSON on the last line.
  const code = `import(${JSON.stringify(pathToFileURL(file).href)}).then(async (m) => { const r = await m.run(); console.log('\\n__BENCH__' + JSON.stringify(r)); process.exit(0); })`;
  const result = spawnSync('pnpm', ['exec', 'tsx', '--eval', code], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = (result.stdout ?? '').split('\n').find((l) => l.startsWith('__BENCH__'));
  if (!line) throw new Error(`no figures (exit ${result.status})`);
  return JSON.parse(line.slice('__BENCH__'.length));
}

const results = [];
for (const file of discover()) {
  const rel = path.relative(root, file);
  log(`bench: ${rel}`);
  try {
    for (const figure of await runModule(file)) results.push({ source: rel, ...figure });
  } catch (error) {
    console.error(`  ${rel} failed: ${error.message}`);
  }
}

const width = Math.max(10, ...results.map((r) => r.name.length));
console.log(`\n${'figure'.padEnd(width)}  value`);
for (const r of results) {
  const value = Number.isInteger(r.value) ? String(r.value) : r.value.toFixed(2);
  console.log(`${r.name.padEnd(width)}  ${value} ${r.unit}`);
}
mkdirSync(path.join(root, '.tmp'), { recursive: true });
writeFileSync(path.join(root, '.tmp/bench-results.json'), JSON.stringify(results, null, 2));
console.log(`\n${results.length} figures; saved to .tmp/bench-results.json`);
