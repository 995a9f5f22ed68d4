import { defineConfig, type Options } from 'tsup';

/**
 * One ESM file per source module so `sideEffects: false` lets a host's bundler drop
 * whole modules (esbuild does not mark styled-components calls as pure).
 */
export function libraryConfig(overrides: Options = {}) {
  return defineConfig({
    entry: [
      'src/**/*.{ts,tsx}',
      '!src/**/*.{test,spec,stories}.{ts,tsx}',
      '!src/**/*.test-d.ts',
      '!src/**/*.d.ts',
      '!src/**/__fixtures__/**',
    ],
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
