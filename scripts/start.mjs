// `npm start`: set up a fresh machine, build what changed, and serve the demo + API from apps/server.
// `npm start -- --rebuild` reinstalls and rebuilds everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildChanged, log, root, setup } from './lib.mjs';

const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--rebuild')) {
  console.error(`Unknown argument ${args.find((arg) => arg !== '--rebuild')}; usage: npm start [-- --rebuild]`);
  process.exit(2);
}
const rebuild = args.includes('--rebuild');

await refuseBusyDataDir();
try {
  setup({ rebuild });
  buildChanged({ rebuild });
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
const forward = (signal) => () => server.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

/**
 * The server refuses a DATA_DIR another server holds; asking first means a second `npm start`
 * also leaves the running server's install and build alone. The server's own check is the one
 * that counts, so a checkout never built (or built before the lock existed) just goes on.
 */
async function refuseBusyDataDir() {
  const lockModule = path.join(root, 'apps/server/dist/dataDirLock.js');
  if (!existsSync(lockModule)) return;
  let lock;
  try {
    lock = await import(pathToFileURL(lockModule).href);
  } catch {
    return;
  }
  // As the server resolves it: relative to its working directory, the repo root.
  const dataDir = path.resolve(root, process.env.DATA_DIR || 'data');
  const holder = lock.findDataDirHolder?.(dataDir);
  if (!holder) return;
  console.error(`\n${new lock.DataDirBusyError(dataDir, holder, path.join(dataDir, lock.LOCK_FILE)).message}\n`);
  log('nothing was installed, built or started');
  process.exit(1);
}
