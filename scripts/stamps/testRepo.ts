import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A small pnpm workspace under git (files added, never committed: git lists them all the same):
 * `a`, `b` (depends on a) and `app` (imports a's sources by relative path; its e2e names b's).
 */
export function testRepo(): { root: string; write(file: string, text: string): void; remove(file: string): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'atelier-stamps-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const manifest = (name: string, extra: object = {}) => JSON.stringify({ name, scripts: { build: 'build' }, ...extra });
  write('pnpm-workspace.yaml', "packages:\n  - 'packages/*'\n  - apps/*\nallowBuilds:\n  esbuild: true\n");
  write('package.json', JSON.stringify({ name: 'root', private: true }));
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  write('.gitignore', 'node_modules/\ndist/\n*.log\n');
  write('README.md', 'docs');
  write('tsconfig.json', JSON.stringify({ extends: './tsconfig.base.json' }));
  write('tsconfig.base.json', JSON.stringify({ compilerOptions: { strict: true } }));
  write('tooling/buildConfig.ts', "export const shared = 1;\n");
  write('tooling/e2eHelper.ts', 'export const helper = 1;\n');
  write('packages/a/package.json', manifest('a'));
  write('packages/a/build.config.ts', "import { shared } from '../../tooling/buildConfig';\nexport default shared;\n");
  write('packages/a/src/index.ts', 'export const a = 1;\n');
  write('packages/b/package.json', manifest('b', { dependencies: { a: 'workspace:*', left: '1.0.0' } }));
  write('packages/b/src/index.ts', "export { a } from 'a';\n");
  write('apps/app/package.json', manifest('app'));
  write('apps/app/src/main.ts', "import { a } from '../../../packages/a/src/index';\nconst out = '../../dist-other';\nexport { a, out };\n");
  write('apps/app/e2e/flow.e2e.ts', "import { a } from '../../../packages/b/src/index';\nimport '../../../tooling/e2eHelper';\nexport { a };\n");
  const git = spawnSync('git', ['init', '-q'], { cwd: root });
  if (git.status !== 0) throw new Error('git init failed');
  spawnSync('git', ['add', '-A'], { cwd: root });
  return { root, write, remove: (file) => rmSync(path.join(root, file), { recursive: true, force: true }) };
}
