import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompressAssets';
import { precompressDir } from './precompressDir';

let root: string;
let dist: string;

/** Copies a file into the build in its own closeBundle, as pdfjsAssets does with pdf.js's worker and data. */
function lateCopy(): Plugin {
  return {
    name: 'late-copy',
    async closeBundle() {
      await mkdir(path.join(dist, 'late'), { recursive: true });
      await writeFile(
        path.join(dist, 'late', 'worker.mjs'),
        `export const data = ${JSON.stringify('late '.repeat(2000))};\n`,
      );
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'atelier-precompress-'));
  dist = path.join(root, 'dist');
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="/main.js"></script>',
  );
  await writeFile(
    path.join(root, 'main.js'),
    `import './style.css';\ndocument.title = ${JSON.stringify('a title that repeats '.repeat(300))};\n`,
  );
  await writeFile(
    path.join(root, 'style.css'),
    Array.from({ length: 200 }, (_, i) => `.x${i} { margin: ${i}px; }`).join('\n'),
  );
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    // Listed after it: the compression must still wait for this plugin's files.
    plugins: [precompressAssets(), lateCopy()],
    build: { outDir: dist, sourcemap: true },
  });
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('precompressAssets (the demo build)', () => {
  it('writes a .br and a .gz beside each script and stylesheet, which decode to the file', async () => {
    const files = await filesUnder(dist);
    const built = files.filter((f) => /^assets\/.+\.(js|css)$/.test(f));
    expect(built.length).toBe(2);
    for (const file of built) {
      const original = await readFile(path.join(dist, file));
      expect(
        brotliDecompressSync(await readFile(path.join(dist, `${file}.br`))).equals(original),
      ).toBe(true);
      expect(gunzipSync(await readFile(path.join(dist, `${file}.gz`))).equals(original)).toBe(true);
    }
  });

  it('compresses what another plugin copies in at the end of the build too', async () => {
    const original = await readFile(path.join(dist, 'late/worker.mjs'));
    expect(
      brotliDecompressSync(await readFile(path.join(dist, 'late/worker.mjs.br'))).equals(original),
    ).toBe(true);
  });

  it('leaves index.html alone (the server puts a fresh nonce in it per response) and skips source maps', async () => {
    const files = await filesUnder(dist);
    expect(files).toContain('index.html');
    expect(files.some((f) => f.endsWith('.map'))).toBe(true);
    expect(files.filter((f) => /^index\.html\.|\.map\./.test(f))).toEqual([]);
  });
});

describe('precompressDir', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(root, 'plain');
    await mkdir(path.join(dir, 'cmaps'), { recursive: true });
    await writeFile(path.join(dir, 'app.js'), 'export const x = 1;\n'.repeat(500));
    await writeFile(path.join(dir, 'tiny.js'), 'x');
    // A stale copy of an earlier build, for a file no longer worth compressing.
    await writeFile(path.join(dir, 'tiny.js.br'), 'stale');
    await writeFile(path.join(dir, 'cmaps', 'UniGB-UCS2-H.bcmap'), Buffer.alloc(4000, 3));
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4000, 1));
  });

  it('writes a copy only when it is smaller, and removes a stale one', async () => {
    await precompressDir(dir);
    expect(await filesUnder(dir)).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'cmaps/UniGB-UCS2-H.bcmap',
      'cmaps/UniGB-UCS2-H.bcmap.br',
      'cmaps/UniGB-UCS2-H.bcmap.gz',
      'photo.png',
      'tiny.js',
    ]);
  });

  it('gives the same bytes every run, from the cache or not', async () => {
    const cacheDir = path.join(root, 'cache');
    const copies = ['a', 'b', 'c'].map((name) => path.join(root, `copy-${name}`));
    for (const copy of copies) await cp(dir, copy, { recursive: true });
    const first = await precompressDir(copies[0]!);
    const second = await precompressDir(copies[1]!, { cacheDir });
    const third = await precompressDir(copies[2]!, { cacheDir });
    expect([first.cached, second.cached, third.cached]).toEqual([0, 0, third.files]);
    for (const file of await filesUnder(copies[0]!)) {
      const bytes = await Promise.all(copies.map((copy) => readFile(path.join(copy, file))));
      expect([file, bytes[1]!.equals(bytes[0]!), bytes[2]!.equals(bytes[0]!)]).toEqual([
        file,
        true,
        true,
      ]);
    }
    expect(existsSync(cacheDir)).toBe(true);
  });
});
