import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JSDOM_ISOLATED, needsIsolation } from './jsdomIsolated';
import { testFiles } from './testFiles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function jsdomTestFiles(): string[] {
  const accept = (rel: string) => rel.endsWith('.test.tsx') || (rel.startsWith('apps/demo/src/') && rel.endsWith('.test.ts'));
  return [...readdirSync(path.join(root, 'packages')).map((pkg) => `packages/${pkg}/src`), 'apps/demo/src'].flatMap((dir) => testFiles(root, dir, true, accept));
}

describe('the shared jsdom project', () => {
  it('runs no test file that mocks modules, stubs globals or patches the DOM: those run isolated', () => {
    const shared = jsdomTestFiles().filter((file) => !JSDOM_ISOLATED.includes(file));
    const offenders = shared.filter((file) => needsIsolation(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('lists only files that exist', () => {
    const files = new Set(jsdomTestFiles());
    expect(JSDOM_ISOLATED.filter((file) => !files.has(file))).toEqual([]);
  });

  it('recognises each kind of shared-state change', () => {
    expect(needsIsolation("vi.mock('../x', () => ({}));")).toBe(true);
    expect(needsIsolation("vi.stubGlobal('fetch', f);")).toBe(true);
    expect(needsIsolation("vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get')")).toBe(true);
    expect(needsIsolation('expect(loaded).not.toContain(katex)')).toBe(false);
  });
});
