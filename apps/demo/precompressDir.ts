import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * What a browser fetches and compresses well. Not `.map` (only devtools fetch them, and at brotli's
 * top quality they would triple the build time: 15 MB of them against 8 MB of everything else), not
 * woff/woff2 or images (compressed already), not files with no extension (pdf.js's licences).
 */
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.html',
  '.txt',
  '.xml',
]);
const BINARY = new Set(['.wasm', '.ttf', '.otf', '.pfb', '.bcmap', '.ico']);

/** Bumped when the settings below change, so the cache never hands out bytes made another way. */
const RECIPE = 'br11-gz9-v1';

export interface PrecompressOptions {
  /** Never written beside: the server serves it only through its own page route (a fresh CSP nonce each time). */
  skip?: (relativePath: string) => boolean;
  /** Where compressed bytes are kept by content, so a rebuild only compresses what changed. */
  cacheDir?: string;
}

export interface PrecompressReport {
  /** Files looked at (compressible by extension). */
  files: number;
  /** Files written: `x.br` and `x.gz` each count once. */
  written: number;
  /** Files whose compressed form came from the cache. */
  cached: number;
  bytesIn: number;
  bytesBrotli: number;
  bytesGzip: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

function compress(data: Buffer, text: boolean): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: text
          ? constants.BROTLI_MODE_TEXT
          : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    // Node writes no time or name into the gzip header, so the bytes depend on the input only.
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
}

/** Written under a temporary name first: another build reading the cache never sees half a file. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

async function compressCached(
  data: Buffer,
  text: boolean,
  cacheDir: string | undefined,
  used: Set<string>,
): Promise<{ out: [Buffer, Buffer]; hit: boolean }> {
  if (!cacheDir) return { out: await compress(data, text), hit: false };
  const key = createHash('sha256').update(RECIPE).update(data).digest('hex');
  used.add(key);
  const [brFile, gzFile] = [path.join(cacheDir, `${key}.br`), path.join(cacheDir, `${key}.gz`)];
  try {
    return { out: [await readFile(brFile), await readFile(gzFile)], hit: true };
  } catch {
    const out = await compress(data, text);
    await Promise.all([writeAtomic(brFile, out[0]), writeAtomic(gzFile, out[1])]);
    return { out, hit: false };
  }
}

/** Keeps what this build used; anything older is from builds nobody will repeat. */
async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    if (!used.has(name.split('.')[0] ?? '')) await rm(path.join(cacheDir, name), { force: true });
  }
}

/**
 * Writes `x.br` (brotli, top quality) and `x.gz` (gzip level 9) beside every compressible file of a
 * built folder, each only when smaller than `x` (a stale one from an earlier run is removed), for a
 * server to send by Accept-Encoding. The output depends only on the files' contents.
 */
export async function precompressDir(
  dir: string,
  options: PrecompressOptions = {},
): Promise<PrecompressReport> {
  const { skip = () => false, cacheDir } = options;
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const used = new Set<string>();
  const report: PrecompressReport = {
    files: 0,
    written: 0,
    cached: 0,
    bytesIn: 0,
    bytesBrotli: 0,
    bytesGzip: 0,
  };
  const candidates = (await listFiles(dir)).filter((rel) => {
    const ext = path.extname(rel).toLowerCase();
    return (TEXT.has(ext) || BINARY.has(ext)) && !skip(rel.split(path.sep).join('/'));
  });
  const sized = await Promise.all(
    candidates.map(async (rel) => ({ rel, size: (await stat(path.join(dir, rel))).size })),
  );
  // Largest first, so the slowest file (the tokenizer's chunk) never finishes a long tail alone.
  const queue = sized
    .sort((a, b) => b.size - a.size || a.rel.localeCompare(b.rel))
    .map((f) => f.rel);
  const one = async (rel: string) => {
    const file = path.join(dir, rel);
    const data = await readFile(file);
    const { out, hit } = await compressCached(
      data,
      TEXT.has(path.extname(rel).toLowerCase()),
      cacheDir,
      used,
    );
    report.files += 1;
    report.cached += hit ? 1 : 0;
    report.bytesIn += data.length;
    for (const [suffix, bytes] of [
      ['.br', out[0]],
      ['.gz', out[1]],
    ] as const) {
      const smaller = bytes.length < data.length;
      if (smaller) {
        await writeFile(file + suffix, bytes);
        report.written += 1;
      } else if (existsSync(file + suffix)) {
        await rm(file + suffix);
      }
      const kept = smaller ? bytes.length : data.length;
      if (suffix === '.br') report.bytesBrotli += kept;
      else report.bytesGzip += kept;
    }
  };
  // One file per core at a time (brotli and gzip of it run side by side on libuv's threads).
  const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let rel = queue.shift(); rel !== undefined; rel = queue.shift()) await one(rel);
  });
  await Promise.all(lanes);
  if (cacheDir) await pruneCache(cacheDir, used);
  return report;
}
