import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { needsIsolation } from './jsdomIsolated';
import { NODE_ISOLATED } from './nodeIsolated';
import { testFiles } from './testFiles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The node project's files, as its `include` names them (PostgreSQL suites run elsewhere). */
function nodeTestFiles(): string[] {
  const accept = (rel: string) => rel.endsWith('.test.ts') && !rel.endsWith('.pg.test.ts');
  const deep = [...readdirSync(path.join(root, 'packages')).map((pkg) => `packages/${pkg}/src`), 'apps/server/src', 'scripts'];
  return [...deep.flatMap((dir) => testFiles(root, dir, true, accept)), ...testFiles(root, 'tooling', false, accept)];
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
