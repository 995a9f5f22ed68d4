// `npm start`: set up a fresh machine, build, and serve the demo + API from apps/server.
import { spawn } from 'node:child_process';
import { log, root, run, setup } from './lib.mjs';

try {
  setup();
  log('building packages, demo and server');
  run('pnpm', ['run', 'build']);
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
