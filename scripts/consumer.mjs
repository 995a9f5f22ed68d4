// Consumer test (issue #11): the packages as a stranger gets them. Packs every package, installs the
// tarballs with npm into a fresh Vite + React app in the OS temp dir (no workspace links), builds
// it, renders every widget to a string in plain Node, then drives the built app in Chromium against
// the real server with fake AI upstreams (tooling/consumer/consumer.e2e.ts).
// Needs `pnpm build` first. `--keep` leaves the temp app for a look afterwards.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM, log, root } from './lib.mjs';

const keep = process.argv.includes('--keep');
const packagesDir = path.join(root, 'packages');
const packageDirs = readdirSync(packagesDir, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && existsSync(path.join(packagesDir, entry.name, 'package.json')),
  )
  .map((entry) => path.join(packagesDir, entry.name));

const missing = [
  ...packageDirs.map((dir) => path.join(dir, 'dist/index.js')),
  path.join(root, 'apps/server/dist/main.js'),
].filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `The consumer test packs built packages, and these are missing:\n  ${missing.map((f) => path.relative(root, f)).join('\n  ')}\nRun \`pnpm build\` first.`,
  );
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  process.exit(1);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootManifest = readJson(path.join(root, 'package.json'));

/** The version the workspace itself uses, so the consumer never drifts from what we test with. */
function workspaceVersion(name) {
  const version = rootManifest.devDependencies?.[name] ?? rootManifest.dependencies?.[name];
  if (!version) throw new Error(`the root package.json pins no version of ${name}`);
  return version;
}

/**
 * The environment of a process started outside the workspace: without the npm_* / pnpm settings
 * that `pnpm run` exports, which would otherwise steer npm (registry, workspace, lockfile flags).
 */
function cleanEnv() {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm|pnpm)_/i.test(key) || key === 'INIT_CWD' || key === 'PNPM_SCRIPT_SRC_DIR') continue;
    env[key] = value;
  }
  return env;
}

const timings = [];
function step(name, cmd, args, options) {
  log(`consumer: ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  const ms = Date.now() - started;
  timings.push([name, ms]);
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const error = new Error(
      `consumer: ${name} failed (${cmd} ${args.join(' ')} exited with ${result.status})`,
    );
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

const tmp = mkdtempSync(path.join(tmpdir(), 'atelier-consumer-'));
const tarballs = path.join(tmp, 'tarballs');
const app = path.join(tmp, 'app');
const started = Date.now();
try {
  mkdirSync(tarballs);
  for (const dir of packageDirs) {
    step(`pack ${path.basename(dir)}`, 'pnpm', ['pack', '--pack-destination', tarballs], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const packed = Object.fromEntries(
    packageDirs.map((dir) => {
      const { name, version } = readJson(path.join(dir, 'package.json'));
      const file = `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
      if (!existsSync(path.join(tarballs, file))) throw new Error(`pnpm pack wrote no ${file}`);
      return [name, `file:../tarballs/${file}`];
    }),
  );

  cpSync(path.join(root, 'tooling/consumer/app'), app, { recursive: true });
  const peers = [
    'react',
    'react-dom',
    'styled-components',
    'xstate',
    '@xstate/react',
    'i18next',
    'react-i18next',
  ];
  const manifest = {
    name: 'atelier-consumer',
    private: true,
    type: 'module',
    scripts: {
      build: 'vite build',
      'build:ssr': 'vite build --ssr src/ssr.tsx --outDir dist-ssr',
      ssr: 'node dist-ssr/ssr.js',
    },
    dependencies: {
      ...packed,
      ...Object.fromEntries(peers.map((name) => [name, workspaceVersion(name)])),
    },
    devDependencies: Object.fromEntries(
      ['vite', '@vitejs/plugin-react'].map((name) => [name, workspaceVersion(name)]),
    ),
  };
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  // cwd in the temp dir and a clean environment: npm sees no pnpm workspace, lockfile or .npmrc of ours.
  const outside = { cwd: app, env: cleanEnv() };
  step(
    'npm install',
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    outside,
  );
  const linked = ['core', 'chat', 'draw', 'library', 'readers'].filter((name) => {
    const dir = path.join(app, 'node_modules/@atelier', name);
    return !existsSync(path.join(dir, 'dist/index.js')) || existsSync(path.join(dir, 'src'));
  });
  if (linked.length > 0)
    throw new Error(`@atelier/${linked.join(', @atelier/')} did not install from its tarball`);

  step(
    'vite build',
    path.join(app, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn'],
    outside,
  );
  step(
    'SSR build',
    path.join(app, 'node_modules/.bin/vite'),
    ['build', '--ssr', 'src/ssr.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'],
    outside,
  );
  step('SSR render in Node', process.execPath, ['dist-ssr/ssr.js'], outside);

  step(
    'browser checks',
    'pnpm',
    ['exec', 'vitest', 'run', '--config', 'tooling/consumer/vitest.consumer.config.ts'],
    {
      cwd: root,
      env: { ...process.env, CONSUMER_APP_DIST: path.join(app, 'dist') },
    },
  );
} catch (error) {
  console.error(`\n${error.message}`);
  process.exitCode = error.exitCode ?? 1;
} finally {
  for (const [name, ms] of timings) log(`consumer: ${name.padEnd(20)} ${(ms / 1000).toFixed(1)} s`);
  log(`consumer: total                ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (keep) log(`consumer: the app is kept in ${app}`);
  else rmSync(tmp, { recursive: true, force: true });
}
