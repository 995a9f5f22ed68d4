import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { bundleCheck, importCheck, measure } from './bundleCheck.mjs';

interface Check {
  path: string;
}

let dir = '';
/** 16 KiB of random hex gzips to about 9 KiB: big enough that any inclusion shows. */
const blob = () => JSON.stringify(randomBytes(8192).toString('hex'));

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bundle-check-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('package.json', '{"name":"fixture","type":"module"}');
  write(
    'node_modules/fake-peer/package.json',
    '{"name":"fake-peer","type":"module","main":"index.js"}',
  );
  write('node_modules/fake-peer/index.js', `export const peer = ${blob()};`);
  write('static.js', `export const big = ${blob()};`);
  write('lazy.js', `export const later = ${blob()};`);
  write(
    'entry.js',
    "import { peer } from 'fake-peer'; export { big } from './static.js'; export const load = () => import('./lazy.js'); export { peer };",
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function size(check: Check): Promise<number> {
  const [bytes] = (await measure([check])) as number[];
  return bytes!;
}

describe('size checks', () => {
  it('count what an entry imports statically, not what it loads with import(), nor its peers', async () => {
    const staticOnly = await size(
      importCheck({
        name: 'static',
        code: "export { big } from './static.js';",
        resolveDir: dir,
        ignore: [],
      }),
    );
    const entry = await size(
      bundleCheck({ name: 'entry', path: path.join(dir, 'entry.js'), ignore: ['fake-peer'] }),
    );
    const withPeer = await size(
      bundleCheck({ name: 'entry', path: path.join(dir, 'entry.js'), ignore: [] }),
    );

    expect(staticOnly).toBeGreaterThan(8000);
    // The lazy module and the peer are each as big as the static one: either would nearly double it.
    expect(entry).toBeLessThan(staticOnly * 1.2);
    expect(withPeer).toBeGreaterThan(staticOnly * 1.8);
  });

  it('measure an import statement as the given folder resolves it', async () => {
    const peer = await size(
      importCheck({
        name: 'peer',
        code: "export { peer } from 'fake-peer';",
        resolveDir: dir,
        ignore: [],
      }),
    );
    expect(peer).toBeGreaterThan(8000);
  });
});
