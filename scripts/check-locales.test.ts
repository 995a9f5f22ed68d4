import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkLocales, LANGUAGES } from './check-locales.mjs';

type Messages = Record<string, unknown>;
const check = checkLocales as (root: string) => { problems: string[]; files: number; keys: number };

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A temp repo with `apps/demo/src/locales/<lng>/demo.json` for every language. */
function tree(messages: Messages, overrides: Record<string, Messages | string> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-locales-'));
  dirs.push(root);
  for (const lng of LANGUAGES as string[]) write(root, lng, overrides[lng] ?? messages);
  return root;
}

function write(root: string, lng: string, content: Messages | string, name = 'demo.json') {
  const dir = path.join(root, 'apps', 'demo', 'src', 'locales', lng);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, name),
    typeof content === 'string' ? content : JSON.stringify(content),
  );
}

const en = { a: { hello: 'Hello {{name}}' }, b: 'Bye' };

describe('checkLocales', () => {
  it('passes a tree where every language has the same keys', () => {
    const result = check(tree(en));
    expect(result.problems).toEqual([]);
    expect(result.files).toBe(8);
  });

  it('reports a missing key', () => {
    const { problems } = check(tree(en, { 'fr-FR': { a: { hello: 'Salut {{name}}' } } }));
    expect(problems).toEqual([expect.stringMatching(/fr-FR\/demo\.json: missing key "b"$/)]);
  });

  it('reports an extra key', () => {
    const { problems } = check(tree(en, { 'ko-KR': { ...en, c: 'x' } }));
    expect(problems).toEqual([expect.stringMatching(/ko-KR\/demo\.json: extra key "c"$/)]);
  });

  it('reports a mismatched interpolation variable', () => {
    const { problems } = check(
      tree(en, { 'ru-RU': { a: { hello: 'Привет {{user}}' }, b: 'Пока' } }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /ru-RU\/demo\.json: "a\.hello" uses \{\{user\}\} but en-US uses \{\{name\}\}/,
      ),
    ]);
  });

  it('treats {{- name}} and {{name, format}} as the variable name', () => {
    const { problems } = check(
      tree(en, { 'tr-TR': { a: { hello: 'Merhaba {{- name}} {{name, uppercase}}' }, b: 'x' } }),
    );
    expect(problems).toEqual([]);
  });

  it('reports invalid JSON, non-string leaves and a missing file', () => {
    const root = tree(en, { 'vi-VN': '{ nope', 'zh-TW': { a: { hello: ['x'] }, b: 'x' } });
    rmSync(path.join(root, 'apps/demo/src/locales/tr-TR/demo.json'));
    expect(check(root).problems.sort()).toEqual([
      expect.stringMatching(/tr-TR\/demo\.json: missing file/),
      expect.stringMatching(/vi-VN\/demo\.json: invalid JSON/),
      expect.stringMatching(/zh-TW\/demo\.json: "a\.hello" is an array/),
      expect.stringMatching(/zh-TW\/demo\.json: missing key "a\.hello"/),
    ]);
  });

  it('reports an extra file and an unsupported language folder', () => {
    const root = tree(en);
    write(root, 'ja-JP', en);
    write(root, 'fr-FR', en, 'old.json');
    expect(check(root).problems.sort()).toEqual([
      expect.stringMatching(/fr-FR\/old\.json: extra file/),
      expect.stringMatching(/locales\/ja-JP: not one of the supported languages/),
    ]);
  });

  describe('plural keys', () => {
    const plural = { items_one: 'One item', items_other: '{{count}} items' };
    const byLanguage: Record<string, Messages> = {
      'zh-CN': { items_other: '{{count}} 项' },
      'zh-TW': { items_other: '{{count}} 項' },
      'ko-KR': { items_other: '{{count}}개' },
      'vi-VN': { items_other: '{{count}} mục' },
      'fr-FR': {
        items_one: '{{count}} élément',
        items_many: '{{count}} d’éléments',
        items_other: '{{count}} éléments',
      },
      'ru-RU': {
        items_one: '{{count}} элемент',
        items_few: '{{count}} элемента',
        items_many: '{{count}} элементов',
        items_other: '{{count}} элемента',
      },
      'tr-TR': { items_one: '{{count}} öğe', items_other: '{{count}} öğe' },
    };

    it('expects the plural categories each language uses', () => {
      expect(check(tree(plural, byLanguage)).problems).toEqual([]);
    });

    it('reports a missing plural form and one the language never uses', () => {
      const { problems } = check(
        tree(plural, {
          ...byLanguage,
          'ru-RU': { items_one: '{{count}} элемент', items_other: '{{count}} элемента' },
          'zh-CN': { items_one: '一项', items_other: '{{count}} 项' },
        }),
      );
      expect(problems.sort()).toEqual([
        expect.stringMatching(/ru-RU\/demo\.json: missing key "items_few"/),
        expect.stringMatching(/ru-RU\/demo\.json: missing key "items_many"/),
        expect.stringMatching(/zh-CN\/demo\.json: extra key "items_one"/),
      ]);
    });

    it('reports a plural form with a variable en-US does not have', () => {
      const { problems } = check(
        tree(plural, {
          ...byLanguage,
          'ru-RU': { ...byLanguage['ru-RU'], items_few: '{{n}} элемента' },
        }),
      );
      expect(problems).toEqual([
        expect.stringMatching(
          /ru-RU\/demo\.json: "items_few" uses \{\{n\}\} but en-US uses only \{\{count\}\}/,
        ),
      ]);
    });
  });
});
