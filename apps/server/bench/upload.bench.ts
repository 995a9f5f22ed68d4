// A large file through tus on loopback, against a plain stream copy of the same file on the same
// disk. Prints figures only (see scripts/bench.mjs). BENCH_UPLOAD_MB sets the size (default 1024).
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Figure } from '../../../scripts/bench/benchReport.mjs';
import { createClient, signUp } from '../src/testing/http';
import { startTestServer } from '../src/testing/testServer';

const MIB = 1024 * 1024;
const SIZE = Number(process.env['BENCH_UPLOAD_MB'] ?? 1024) * MIB;

async function writeSource(file: string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    const chunk = randomBytes(16 * MIB);
    for (let written = 0; written < SIZE; written += chunk.length) {
      await handle.write(chunk, 0, Math.min(chunk.length, SIZE - written));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** One PATCH streaming the whole file, as tus clients do on a good connection. */
function patchFile(url: string, token: string, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(SIZE),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(Number(response.headers['upload-offset'] ?? -1)));
    });
    request.on('error', reject);
    createReadStream(file, { highWaterMark: MIB }).pipe(request);
  });
}

export async function run(): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-upload-bench-'));
  const server = await startTestServer({ config: { maxFileBytes: SIZE + MIB } });
  try {
    const source = path.join(dir, 'source.bin');
    await writeSource(source);

    const copyStarted = performance.now();
    await pipeline(
      createReadStream(source, { highWaterMark: MIB }),
      createWriteStream(path.join(dir, 'copy.bin')),
    );
    const copySeconds = (performance.now() - copyStarted) / 1000;
    await rm(path.join(dir, 'copy.bin'));

    const call = createClient(server.url);
    const { access_token: token } = await signUp(call, 'bench-uploader');
    const started = performance.now();
    const created = await call('POST', '/api/uploads', {
      token,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(SIZE),
        'upload-metadata': `filename ${Buffer.from('big.mp4').toString('base64')}`,
      },
    });
    const location = created.headers.get('location');
    if (created.status !== 201 || !location) throw new Error(`tus create: HTTP ${created.status}`);
    const offset = await patchFile(new URL(location, server.url).toString(), token, source);
    if (offset !== SIZE) throw new Error(`tus PATCH stopped at ${offset} of ${SIZE}`);
    const tusSeconds = (performance.now() - started) / 1000;

    const mb = SIZE / MIB;
    const copy: Figure = { name: `raw stream copy of ${mb} MiB`, value: mb / copySeconds, unit: 'MiB/s' };
    return [
      copy,
      { name: `tus upload of ${mb} MiB on loopback`, value: mb / tusSeconds, unit: 'MiB/s', baseline: copy },
      // Issue 24's goal is on this ratio.
      { name: 'tus upload / raw copy', value: copySeconds / tusSeconds, unit: '×', goal: { op: '>=', value: 0.7 } },
    ];
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
