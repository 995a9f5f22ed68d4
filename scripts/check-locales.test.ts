import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkLocales, LANGUAGES } from './check-locales.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree(messages: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'locales-'));
  dirs.push(root);
  for (const lng of LANGUAGES as string[]) {
    const dir = path.join(root, 'packages', 'demo', 'src', 'locales', lng);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'demo.json'), JSON.stringify(overrides[lng] ?? messages));
  }
  return root;
}

const en = { a: { hello: 'Hello {{name}}' }, b: 'Bye' };

describe('checkLocales', () => {
  it('passes a tree where every language has the same keys', () => {
    expect(checkLocales(tree(en)).problems).toEqual([]);
  });

  it('reports a missing key', () => {
    const { problems } = checkLocales(tree(en, { 'fr-FR': { a: { hello: 'Salut {{name}}' } } }));
    expect(problems).toEqual([expect.stringMatching(/fr-FR.*missing key "b"/)]);
  });

  it('reports an extra key', () => {
    const { problems } = checkLocales(tree(en, { 'ko-KR': { ...en, c: 'x' } }));
    expect(problems).toEqual([expect.stringMatching(/ko-KR.*extra key "c"/)]);
  });

  it('reports a mismatched interpolation variable', () => {
    const { problems } = checkLocales(tree(en, { 'ru-RU': { a: { hello: 'Привет {{user}}' }, b: 'Пока' } }));
    expect(problems).toEqual([expect.stringMatching(/ru-RU.*"a.hello"/)]);
  });

  it('reports invalid JSON', () => {
    const root = tree(en);
    writeFileSync(path.join(root, 'packages/demo/src/locales/vi-VN/demo.json'), '{ nope');
    expect(checkLocales(root).problems).toEqual([expect.stringMatching(/vi-VN.*invalid JSON/)]);
  });
});
