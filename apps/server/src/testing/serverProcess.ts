import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/openDatabase';
import { pgliteTemplate } from './pgliteTemplate';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every JSON log line the process has written so far. */
  logs: Array<Record<string, unknown>>;
  /** Resolves with the exit code, or the signal that ended the process. */
  exited: Promise<number | string>;
}

/** Starts a fresh PGlite directory from the migrated template, as a first `npm start` would leave it. */
export async function seedDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ url: null, pgliteDir: path.join(dataDir, 'db'), pgliteTemplate: await pgliteTemplate() });
  await database.close();
}

/**
 * `src/main.ts` in its own Node process, as `npm start` runs it: real signals, real exits, logs on
 * stdout. Only the variables given here reach it, so a developer's own environment cannot leak in.
 */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      // No built demo here: the process serves the API only.
      STATIC_DIR: dataDir,
      LOG_LEVEL: 'info',
      JWT_SECRET: 'process-test-secret'.padEnd(40, 'x'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const running = /running at (http:\/\/\S+)/.exec(line);
        if (running) resolve(running[1]!);
        else if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${stderr.slice(-2000)}`)));
  });
  return { url, child, logs, exited };
}
