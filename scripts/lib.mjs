// Shared helpers for the repo's entry scripts. Plain Node only: these run before any install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';

export function log(message) {
  process.stdout.write(`\x1b[36m[atelier]\x1b[0m ${message}\n`);
}

export function run(cmd, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
    err.exitCode = result.status ?? 1;
    throw err;
  }
  return Date.now() - started;
}

function has(cmd, args = ['--version']) {
  const result = spawnSync(cmd, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

export function nodeVersionOk() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 20 || (major === 20 && minor >= 19);
}

/** Installs pnpm (never corepack: it fails against this registry) and the workspace. */
export function setup({ frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) } = {}) {
  if (!nodeVersionOk()) {
    throw new Error(`Node >= 20.19 is required; this is ${process.version}.`);
  }
  if (!has('pnpm')) {
    log(`installing pnpm ${PNPM_VERSION} (npm i -g pnpm@${PNPM_VERSION})`);
    run('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`]);
  }
  log('installing dependencies');
  run('pnpm', ['install', ...(frozen ? ['--frozen-lockfile'] : [])]);
}

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's chromium is the only browser that works here; test tools' own downloads fail. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';
  if (!isRoot || !has('apt-get', ['--version'])) {
    throw new Error(`Chromium is missing. Install it as root with:\n  ${command}`);
  }
  log('installing Debian chromium for the browser tests');
  run('sh', ['-c', command]);
}
