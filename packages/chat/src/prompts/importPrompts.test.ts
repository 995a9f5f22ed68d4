import { describe, expect, it } from 'vitest';
import { exportPrompts, mergePrompts, parsePromptFile } from './importPrompts';
import type { Prompt } from './types';

const list: Prompt[] = [{ title: 'Poet', content: 'Answer in rhyming couplets.' }];

describe('parsePromptFile', () => {
  it('reads [{key, value}]', () => {
    expect(parsePromptFile('[{"key":" Chef ","value":"Suggest a recipe."}]')).toEqual({ ok: true, prompts: [{ title: 'Chef', content: 'Suggest a recipe.' }] });
  });

  it('reads [{act, prompt}] (awesome-chatgpt-prompts)', () => {
    expect(parsePromptFile('[{"act":"Linux Terminal","prompt":"Act as a terminal."}]')).toEqual({
      ok: true,
      prompts: [{ title: 'Linux Terminal', content: 'Act as a terminal.' }],
    });
  });

  it('reads a file mixing both shapes, and an empty array', () => {
    expect(parsePromptFile('[{"key":"a","value":"b"},{"act":"c","prompt":"d"}]')).toEqual({
      ok: true,
      prompts: [{ title: 'a', content: 'b' }, { title: 'c', content: 'd' }],
    });
    expect(parsePromptFile('[]')).toEqual({ ok: true, prompts: [] });
  });

  it.each([
    ['{title, content} (not an accepted format)', '[{"title":"a","content":"b"}]'],
    ['an object instead of an array', '{"key":"a","value":"b"}'],
    ['one bad item among good ones', '[{"key":"a","value":"b"},{"key":"c"}]'],
    ['a number for a value', '[{"key":"a","value":3}]'],
    ['an empty value', '[{"key":"a","value":"  "}]'],
    ['a string', '"prompts"'],
    ['null', 'null'],
    ['an array of strings', '["a","b"]'],
  ])('gives Key value mismatch for %s', (_name, text) => {
    expect(parsePromptFile(text)).toEqual({ ok: false, problem: 'KEY_MISMATCH' });
  });

  it('says when the file is not JSON at all', () => {
    expect(parsePromptFile('[{"key": oops')).toEqual({ ok: false, problem: 'INVALID_JSON' });
    expect(parsePromptFile('')).toEqual({ ok: false, problem: 'INVALID_JSON' });
  });
});

describe('mergePrompts', () => {
  it('adds new prompts after the existing ones', () => {
    const result = mergePrompts(list, [{ title: 'Chef', content: 'Cook.' }]);
    expect(result.prompts).toEqual([...list, { title: 'Chef', content: 'Cook.' }]);
    expect(result.added).toEqual([{ title: 'Chef', content: 'Cook.' }]);
    expect(result.skipped).toEqual([]);
  });

  it('skips and reports a title already in the list', () => {
    const result = mergePrompts(list, [{ title: 'Poet', content: 'Something else' }]);
    expect(result.prompts).toEqual(list);
    expect(result.skipped).toEqual([{ prompt: { title: 'Poet', content: 'Something else' }, reason: 'TITLE_DUPLICATE' }]);
  });

  it('skips and reports a content already in the list', () => {
    const result = mergePrompts(list, [{ title: 'Rhymer', content: 'Answer in rhyming couplets.' }]);
    expect(result.prompts).toEqual(list);
    expect(result.skipped).toEqual([{ prompt: { title: 'Rhymer', content: 'Answer in rhyming couplets.' }, reason: 'CONTENT_DUPLICATE' }]);
  });

  it('skips duplicates inside the same file, keeping the first', () => {
    const result = mergePrompts(
      [],
      [
        { title: 'A', content: 'one' },
        { title: 'A', content: 'two' },
        { title: 'B', content: 'one' },
        { title: 'C', content: 'three' },
      ],
    );
    expect(result.added.map((p) => p.title)).toEqual(['A', 'C']);
    expect(result.skipped.map((s) => [s.prompt.title, s.reason])).toEqual([
      ['A', 'TITLE_DUPLICATE'],
      ['B', 'CONTENT_DUPLICATE'],
    ]);
  });

  it('does not modify the list it was given', () => {
    const before = structuredClone(list);
    mergePrompts(list, [{ title: 'Chef', content: 'Cook.' }]);
    expect(list).toEqual(before);
  });
});

describe('exportPrompts', () => {
  it('writes [{key, value}], which import reads back unchanged', () => {
    const text = exportPrompts([...list, { title: 'Chef', content: 'Cook.' }]);
    expect(JSON.parse(text)).toEqual([
      { key: 'Poet', value: 'Answer in rhyming couplets.' },
      { key: 'Chef', value: 'Cook.' },
    ]);
    expect(parsePromptFile(text)).toEqual({ ok: true, prompts: [...list, { title: 'Chef', content: 'Cook.' }] });
  });
});
