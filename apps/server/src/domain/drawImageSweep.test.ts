import { randomUUID } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PNG_1X1 } from '../testing/fixtures';
import { createClient, signUp } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { STRAY_DRAW_IMAGE_AGE_MS, sweepStrayDrawImages } from './drawImageSweep';

// A crash between storing a kept image's bytes and committing its draw_images row leaves bytes
// that nothing accounts for (and that count against no quota): the sweep takes them once they are
// old enough that no keep can still be committing them.

const MINUTE = 60_000;
/** The server's clock: moved instead of waiting an hour. */
let now = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
}, 60_000);
afterAll(() => server?.close());

const files = () => path.join(server.dataDir, 'files');
const exists = async (key: string) => (await server.app.ctx.storage.stat(key)) !== null;

/** Bytes stored as a keep stores them, with no row: what a crash leaves. */
async function strayFor(userId: string, name = `${randomUUID()}.png`): Promise<string> {
  const source = path.join(server.app.ctx.tmpDir, randomUUID());
  await writeFile(source, PNG_1X1);
  const key = `draw-images/${userId}/${name}`;
  await server.app.ctx.storage.putFile(key, source);
  return key;
}

const sweep = () => sweepStrayDrawImages(server.app.ctx, (error) => expect.fail(String(error)));

describe('the sweep of stray kept-image bytes', () => {
  it('removes bytes with no row once they are an hour old; keeps younger ones, kept images and what no keep would make', async () => {
    const call = createClient(server.url);
    const login = await signUp(call, 'sweeper');
    const userId = login.user.id;
    const kept = await call('PUT', '/api/draw/images/record-1', { token: login.access_token, body: new Uint8Array(PNG_1X1), headers: { 'content-type': 'image/png' } });
    expect(kept.status).toBe(201);
    const keptKey = `draw-images/${userId}/${kept.body.name as string}`;
    const stray = await strayFor(userId);
    // An account deleted after the crash: its prefix is gone, the stray under it not yet.
    const orphan = await strayFor(randomUUID());
    // Not a name a keep makes (someone's own file in the folder): never the sweep's to delete.
    const foreign = await strayFor(userId, 'notes.txt');
    const written = Date.now();

    now = written + STRAY_DRAW_IMAGE_AGE_MS - MINUTE;
    expect(await sweep()).toBe(0);
    for (const key of [keptKey, stray, orphan, foreign]) expect([key, await exists(key)]).toEqual([key, true]);

    now = written + STRAY_DRAW_IMAGE_AGE_MS + MINUTE;
    // Stored a moment ago by the server's clock: a keep may still be committing its row.
    const fresh = await strayFor(userId);
    const freshAt = new Date(now - MINUTE);
    await utimes(path.join(files(), ...fresh.split('/')), freshAt, freshAt);

    expect(await sweep()).toBe(2);
    expect([await exists(stray), await exists(orphan)]).toEqual([false, false]);
    for (const key of [keptKey, foreign, fresh]) expect([key, await exists(key)]).toEqual([key, true]);
    const served = await fetch(`${server.url}${kept.body.url as string}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('runs when the server starts, by the server’s clock', async () => {
    const stray = await strayFor(randomUUID());
    await server.stop();
    now = Date.now() + STRAY_DRAW_IMAGE_AGE_MS + MINUTE;
    server = await startTestServer({ reuse: server, clock: () => now });
    await vi.waitFor(async () => expect(await exists(stray)).toBe(false), { timeout: 10_000 });
  }, 60_000);
});
