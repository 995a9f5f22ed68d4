import { defineConfig } from 'tsup';

export default defineConfig({
  // dataDirLock: scripts/start.mjs asks it whether DATA_DIR is free before installing or building.
  entry: { main: 'src/main.ts', dataDirLock: 'src/dataDirLock.ts' },
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
