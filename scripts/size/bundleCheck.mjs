// One way to bundle for every size figure, shared by `.size-limit.mjs` (budgets) and
// `scripts/bench/compare-size.bench.mjs` (the same figures next to other libraries), so a
// comparison never differs from a budget by bundler settings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import esbuildPlugin from '@size-limit/esbuild';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';

/** What a host already has: React, styled-components, XState and i18next are never counted. */
export const HOST_PEERS = [
  'react',
  'react-dom',
  'styled-components',
  'xstate',
  '@xstate/react',
  'i18next',
  'react-i18next',
];

/** A package's peer dependencies, read from its package.json (so @atelier/core counts once, in its own entry). */
export function peersOf(pkgDir) {
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  return Object.keys(pkg.peerDependencies ?? {});
}

/**
 * `import()` targets stay outside the bundle: they are separate downloads a host's bundler splits
 * off too, and each lazy engine has its own check. Without this esbuild (no splitting) would
 * inline every engine into the entry that loads it.
 */
export const lazyImportsExternal = {
  name: 'lazy-imports-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** esbuild as size-limit runs it (bundle, minify, tree-shake), made to match a production host build. */
export function hostBuild(config) {
  return {
    ...config,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    plugins: [...(config.plugins ?? []), lazyImportsExternal],
  };
}

/** A size-limit check of one JS module and everything it imports statically: minified, gzip, peers excluded. */
export function bundleCheck({ name, path: file, ignore }) {
  return {
    name,
    path: file,
    ignore,
    gzip: true,
    modifyEsbuildConfig: hostBuild,
  };
}

/**
 * A size-limit check of an import statement as a package resolves it (an npm module that the
 * package loads with `import()`, or a widget imported by name). `path` only anchors the check:
 * esbuild bundles `code` from `resolveDir` instead.
 */
export function importCheck({ name, code, resolveDir, ignore, plugins = [] }) {
  return {
    name,
    path: path.join(resolveDir, 'package.json'),
    ignore,
    gzip: true,
    modifyEsbuildConfig: (config) => {
      const built = {
        ...hostBuild({ ...config, plugins }),
        stdin: { contents: code, resolveDir, loader: 'js' },
      };
      delete built.entryPoints;
      return built;
    },
  };
}

/** A size-limit check of files served as they are (CSS, a worker, a built app's chunks): gzip only. */
export function fileCheck({ name, path: files }) {
  return { name, path: files, gzip: true, disablePlugins: ['@size-limit/esbuild'] };
}

/** Gzip bytes of each check, in order, through size-limit's own API (no config file). */
export async function measure(checks) {
  const results = await sizeLimit([filePlugin, esbuildPlugin], {
    checks: checks.map((check) => ({ ...check, files: [check.path] })),
  });
  return results.map((r) => r.size);
}
