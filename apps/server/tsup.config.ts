import { defineConfig } from 'tsup';

export default defineConfig({
  // Loaded by file name: the metadata worker by piscina (next to main.js, where `metadataPool`
  // looks for it) and dataDirLock by scripts/start.mjs, which asks whether DATA_DIR is free
  // before installing or building.
  entry: { main: 'src/main.ts', metadataWorker: 'src/infra/metadata/metadataWorker.ts', dataDirLock: 'src/dataDirLock.ts' },
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
