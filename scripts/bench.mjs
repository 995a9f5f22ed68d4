// `pnpm bench`: runs every benchmark module and prints named figures, each beside its same-run
// baseline and its goal (scripts/bench/benchReport.mjs), with the machine's load before and after
// each module. Never fails on a missed goal: the numbers are for people to read and compare, not
// for CI to gate on.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatLoad, report } from './bench/benchReport.mjs';
import { log, root } from './lib.mjs';

const sampleLoad = () => ({ averages: os.loadavg(), cores: os.cpus().length });

// The 1-minute load still counts the module before: a bench waits (up to BENCH_SETTLE_S seconds,
// 120 by default; 0 turns it off) for it to fall to the core count, so its goals can be judged.
const SETTLE_S = Number(process.env.BENCH_SETTLE_S ?? 120);
async function settle() {
  const deadline = Date.now() + SETTLE_S * 1000;
  let waited = false;
  while (sampleLoad().averages[0] > sampleLoad().cores && Date.now() < deadline) {
    if (!waited) log(`  waiting for the load (${sampleLoad().averages[0].toFixed(2)}) to fall to ${sampleLoad().cores}…`);
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

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

log(formatLoad(sampleLoad()));
const modules = [];
for (const file of discover()) {
  const source = path.relative(root, file);
  log(`bench: ${source}`);
  await settle();
  // The bench itself loads the machine, so its goals are judged on the load found before it.
  const before = sampleLoad();
  let figures = [];
  let error;
  try {
    figures = await runModule(file);
  } catch (thrown) {
    error = thrown.message;
    console.error(`  ${source} failed: ${error}`);
  }
  modules.push({ source, before, after: sampleLoad(), figures, ...(error ? { error } : {}) });
}

const { lines, records } = report(modules);
console.log(`\n${lines.join('\n')}`);
mkdirSync(path.join(root, '.tmp'), { recursive: true });
writeFileSync(path.join(root, '.tmp/bench-results.json'), JSON.stringify(records, null, 2));
console.log(`\n${records.length} figures; saved to .tmp/bench-results.json`);
