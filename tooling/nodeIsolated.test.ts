import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { needsIsolation } from './jsdomIsolated';
import { NODE_ISOLATED } from './nodeIsolated';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The node project's files, as its `include` names them (PostgreSQL suites run elsewhere). */
function nodeTestFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string, deep: boolean) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (deep && entry.name !== 'node_modules' && entry.name !== 'dist') walk(rel, deep);
      } else if (rel.endsWith('.test.ts') && !rel.endsWith('.pg.test.ts')) {
        files.push(rel);
      }
    }
  };
  for (const pkg of readdirSync(path.join(root, 'packages'))) walk(`packages/${pkg}/src`, true);
  walk('apps/server/src', true);
  walk('scripts', true);
  walk('tooling', false);
  return files;
}

describe('the shared node project', () => {
  it('runs no test file that mocks modules or stubs globals: those run isolated', () => {
    const shared = nodeTestFiles().filter((file) => !NODE_ISOLATED.includes(file));
    const offenders = shared.filter((file) => needsIsolation(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('lists only files that exist', () => {
    const files = new Set(nodeTestFiles());
    expect(NODE_ISOLATED.filter((file) => !files.has(file))).toEqual([]);
  });
});
