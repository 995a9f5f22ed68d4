// Shared helpers for the repo's entry scripts. Plain Node only: these run before any install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgetBuild, planBuilds, recordBuild } from './stamps/buildStamps.mjs';
import { forgetInstall, installIsCurrent, recordInstall } from './stamps/installStamp.mjs';

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

/**
 * Installs pnpm (never corepack: it fails against this registry) and the workspace; the install is
 * skipped while the lockfile and package.json files are those of the last one (`rebuild` forces it).
 */
export function setup({ frozen = existsSync(path.join(root, 'pnpm-lock.yaml')), rebuild = false } = {}) {
  if (!nodeVersionOk()) {
    throw new Error(`Node >= 20.19 is required; this is ${process.version}.`);
  }
  if (!has('pnpm')) {
    log(`installing pnpm ${PNPM_VERSION} (npm i -g pnpm@${PNPM_VERSION})`);
    run('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`]);
  }
  if (!rebuild && answers(() => installIsCurrent(root), false)) {
    log('dependencies unchanged since the last install');
    return;
  }
  log('installing dependencies');
  forgetInstall(root);
  run('pnpm', ['install', ...(frozen ? ['--frozen-lockfile'] : [])]);
  recordInstall(root);
}

/**
 * Builds the workspace packages whose inputs or outputs changed since their last build (every one
 * with `rebuild`), dependencies first, and records what each was built from.
 */
export function buildChanged({ rebuild = false } = {}) {
  const plan = answers(() => planBuilds(root).filter((pkg) => pkg.buildable), null);
  const stale = plan?.filter((pkg) => rebuild || pkg.stale) ?? [];
  if (plan && stale.length === 0) {
    log('packages, demo and server unchanged since their last build');
    return;
  }
  if (!plan || stale.length === plan.length) {
    log('building packages, demo and server');
    plan?.forEach((pkg) => forgetBuild(root, pkg));
    run('pnpm', ['run', 'build']);
  } else {
    log(`building ${stale.map((pkg) => `${pkg.name} (${pkg.reason})`).join(', ')}`);
    stale.forEach((pkg) => forgetBuild(root, pkg));
    // pnpm runs the filtered builds in dependency order.
    run('pnpm', [...stale.flatMap((pkg) => ['--filter', pkg.name]), 'run', 'build']);
  }
  stale.forEach((pkg) => recordBuild(root, pkg));
}

/** A stamp question's answer, or `fallback` (do the work) when it cannot be told. */
function answers(question, fallback) {
  try {
    return question();
  } catch (error) {
    log(`cannot tell what changed (${error.message}); doing everything`);
    return fallback;
  }
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
