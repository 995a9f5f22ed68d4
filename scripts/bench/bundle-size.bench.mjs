// Gzip size of what a host actually loads: each package entry plus the modules it statically
// imports (per-file ESM in dist), and the demo's initial JS (scripts + modulepreloads).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib.mjs';

const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

function staticGraph(entry) {
  const seen = new Set();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) stack.push(path.resolve(path.dirname(file), match[1]));
  }
  return [...seen];
}

const gzipKb = (files) => gzipSync(Buffer.concat(files.map((f) => readFileSync(f)))).length / 1024;

export async function run() {
  const figures = [];
  for (const pkg of readdirSync(path.join(root, 'packages'))) {
    const entry = path.join(root, 'packages', pkg, 'dist/index.js');
    if (!existsSync(entry)) {
      console.error(`  packages/${pkg} is not built (pnpm run build)`);
      continue;
    }
    const files = staticGraph(entry);
    figures.push({ name: `@atelier/${pkg} entry (gzip, peers excluded)`, value: gzipKb(files), unit: 'KiB' });
  }
  const html = path.join(root, 'apps/demo/dist/index.html');
  if (existsSync(html)) {
    const source = readFileSync(html, 'utf8');
    const refs = [...source.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => path.join(root, 'apps/demo/dist', m[1]));
    figures.push({ name: 'demo initial JS (gzip)', value: gzipKb([...new Set(refs)]), unit: 'KiB' });
  }
  return figures;
}
