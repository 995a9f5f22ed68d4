// `pnpm dev`: the server under tsx watch plus Vite with HMR, one Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('pnpm', ['--filter', '@atelier/server', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@atelier/demo', 'run', 'dev', '--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
