import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';

const LEFT_OUT = /\.(test|spec|stories)\.tsx?$|\.test-d\.ts$|\.d\.ts$|(^|\/)__fixtures__\//;

/**
 * The package's modules in one fixed order. A glob lists files in the order the file system
 * hands them out, and the order of entries decides how esbuild splits shared chunks, so the same
 * commit built on another disk came out a few hundred bytes different (and over a size limit).
 */
export function sourceModules(dir = 'src'): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !LEFT_OUT.test(file))
    .sort();
  // An object, not a list: tsup globs a list again and loses the order.
  return Object.fromEntries(files.map((file) => [file.replace(/\.tsx?$/, ''), `${dir}/${file}`]));
}

/**
 * One ESM file per source module so `sideEffects: false` lets a host's bundler drop
 * whole modules (esbuild does not mark styled-components calls as pure).
 */
export function libraryConfig(overrides: Options = {}) {
  return defineConfig({
    entry: sourceModules(),
    format: ['esm'],
    dts: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    clean: true,
    target: 'es2022',
    outDir: 'dist',
    tsconfig: 'tsconfig.build.json',
    ...overrides,
  });
}
