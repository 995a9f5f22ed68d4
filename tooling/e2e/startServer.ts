import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../freePort';
import { seedE2eDataDir } from './seededDataDir';

const root = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, wait for the exit (SIGKILL after 10 s), then remove the data dir. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment for the server (e.g. fake upstream URLs). */
  env?: Record<string, string>;
  healthTimeoutMs?: number;
}


const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

class EarlyExit extends Error {}

async function waitForHealth(baseUrl: string, child: ChildProcess, logs: () => string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new EarlyExit(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${logs()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not healthy after ${timeoutMs} ms:\n${logs()}`);
}

async function startOnce(options: StartServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));
  await seedE2eDataDir(dataDir);
  let logs = '';
  let stopping = false;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      // As `npm start` runs it; vitest would pass NODE_ENV=test down.
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const healthy = waitForHealth(baseUrl, child, () => logs, options.healthTimeoutMs ?? 120_000);
  try {
    await healthy;
  } catch (error) {
    running.delete(child);
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  child.once('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) process.stderr.write(`\n[e2e] the server at ${baseUrl} died (${code ?? signal}). Its output:\n${logs}\n`);
  });
  return {
    baseUrl,
    dataDir,
    output: () => logs,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the built server (`apps/server/dist/main.js`) on a free port with a fresh temp data dir holding an empty, migrated database. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`pnpm run build\` first`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      // Another process may take the probed port before the server binds it.
      const portTaken = error instanceof EarlyExit && error.message.includes('EADDRINUSE');
      if (!portTaken || attempt === 3) throw error;
    }
  }
}

/**
 * One server for the calling test file: started before its tests, stopped after them.
 * `const server = serverPerFile();` then `server.baseUrl` inside tests.
 */
export function serverPerFile(options: StartServerOptions = {}): { readonly baseUrl: string; readonly current: RunningServer } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
  });
  afterAll(async () => {
    await server?.stop();
    server = undefined;
  });
  const current = () => {
    if (!server) throw new Error('the e2e server is not running (use it inside tests, not at import time)');
    return server;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get current() {
      return current();
    },
  };
}
