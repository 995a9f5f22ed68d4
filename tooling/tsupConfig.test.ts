import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { sourceModules } from './tsupConfig';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('lists the modules to build in one order however the disk hands them out, without tests, stories or fixtures', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'atelier-entries-'));
  const files = [
    'z.ts',
    'b/Widget.tsx',
    'a.ts',
    'b/Widget.test.tsx',
    'b/Widget.stories.tsx',
    'types.d.ts',
    'a.test-d.ts',
    'b/__fixtures__/sample.ts',
    'b/a.spec.ts',
    'notes.md',
  ];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '');
  }

  const entries = sourceModules(dir);

  expect(Object.entries(entries)).toEqual([
    ['a', `${dir}/a.ts`],
    ['b/Widget', `${dir}/b/Widget.tsx`],
    ['z', `${dir}/z.ts`],
  ]);
});
