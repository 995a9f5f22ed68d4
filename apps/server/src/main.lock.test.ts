import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './dataDirLock';
import { makeEpub, uploadForm } from './testing/fixtures';
import { createClient, signUp } from './testing/http';
import { seedDataDir, type ServerProcess, startServerProcess } from './testing/serverProcess';

let dataDir: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-lock-process-'));
  await seedDataDir(dataDir);
}, 60_000);
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir);
  started.push(server);
  return server;
}

describe('one server per data directory', () => {
  it('refuses a second server on a live data dir, then restarts with all data after the first was SIGKILLed', async () => {
    const first = await start();
    const call = createClient(first.url);
    const token = (await signUp(call, 'keeper', 'keeper-pass')).access_token;
    const epub = makeEpub({ title: 'Kept', author: 'Someone' });
    const form = uploadForm({ file: { name: 'kept.epub', data: epub }, fields: { title: 'kept', file_index: 0, total_files: 1 } });
    const uploaded = await call('POST', '/api/books/upload', { token, body: form });
    expect(uploaded.status).toBe(201);
    // A request body being staged: a second server used to empty tmp/ on start.
    const staged = path.join(dataDir, 'tmp', 'in-flight');
    await writeFile(staged, 'x');

    const refused = await startServerProcess(dataDir).then(
      (second) => (started.push(second), 'started'),
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^server exited \(1\)/);
    expect(refused).toContain(`DATA_DIR ${dataDir} is in use by another Atelier server (pid ${first.child.pid}`);
    expect(existsSync(staged)).toBe(true);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect((await call('GET', '/api/books', { token })).body.items.map((b: { title: string }) => b.title)).toEqual(['Kept']);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const again = await start();
    const next = createClient(again.url);
    const login = await next('POST', '/api/login', { json: { user_name: 'keeper', password: 'keeper-pass' } });
    expect(login.status).toBe(200);
    const books = await next('GET', '/api/books', { token: login.body.access_token });
    expect(books.body.items.map((b: { title: string }) => b.title)).toEqual(['Kept']);
    const bytes = Buffer.from(await (await fetch(`${again.url}${uploaded.body.file.url}`)).arrayBuffer());
    expect(bytes.equals(epub)).toBe(true);

    // A clean stop gives the data dir back.
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
