// How long `npm start` takes to answer /healthz: first on the checkout as found (it installs and
// builds whatever changed since the last start), then again with nothing changed — the restart
// that install and build stamps keep short. Both on one throwaway DATA_DIR and a free port; each
// server is stopped with SIGTERM. Prints figures only.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../lib.mjs';

// The first start may install and build everything on a busy machine.
const FIRST_START_LIMIT_MS = 20 * 60_000;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function healthy(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

/** Milliseconds from `npm start` to the first 200 from /healthz. */
async function startToHealthy(dataDir) {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so SIGTERM reaches npm, scripts/start.mjs and the server alike.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exitCode = null;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exitCode = code ?? signal))));
  let serverPid = null;
  try {
    while (exitCode === null) {
      if (await healthy(`http://127.0.0.1:${port}/healthz`)) {
        const elapsed = performance.now() - started;
        serverPid = JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid;
        return elapsed;
      }
      if (performance.now() - started > FIRST_START_LIMIT_MS) throw new Error('no answer from /healthz in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`npm start exited (${exitCode}):\n${output.slice(-3000)}`);
  } finally {
    if (exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    // npm itself exits on the signal at once, while the server still finishes its requests.
    if (serverPid !== null) await gone(serverPid);
  }
}

async function gone(pid) {
  for (const until = performance.now() + 30_000; performance.now() < until; ) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server (pid ${pid}) was still running 30 s after SIGTERM`);
}

export async function run() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-restart-bench-'));
  try {
    const first = await startToHealthy(dataDir);
    const again = await startToHealthy(dataDir);
    if (existsSync(path.join(dataDir, 'server.lock'))) console.error('  the server left its DATA_DIR lock behind after SIGTERM');
    return [
      { name: 'npm start to /healthz 200, checkout as found', value: first / 1000, unit: 's' },
      { name: 'npm start to /healthz 200, unchanged checkout', value: again / 1000, unit: 's' },
      { name: 'machine load average during the restart bench', value: loadavg()[0], unit: `(${process.env.CI ? 'CI' : 'local'}, 1 min)` },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
