import { defineConfig } from 'tsup';

export default defineConfig({
  // The metadata worker is loaded by file name (piscina), so it is an entry of its own, built
  // next to main.js where `metadataPool` looks for it.
  entry: { main: 'src/main.ts', metadataWorker: 'src/services/metadata/metadataWorker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  tsconfig: '../../tsconfig.base.json',
  // Migrations stay SQL files; the bundle reads them from dist/migrations.
  onSuccess: 'rm -rf dist/migrations && cp -r src/db/migrations dist/migrations',
});
