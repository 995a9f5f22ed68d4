import { describe, expect, it } from 'vitest';
import { addPrompt, deletePrompt, editPrompt, findConflict, matchPromptTitles, searchPrompts } from './promptRules';
import type { Prompt } from './types';

const list: Prompt[] = [
  { title: 'Translator', content: 'Translate everything I say into English.' },
  { title: 'Poet', content: 'Answer in rhyming couplets.' },
];

describe('addPrompt', () => {
  it('adds a new prompt at the top, trimmed', () => {
    const result = addPrompt(list, { title: '  Chef ', content: ' Suggest a recipe. ' });
    expect(result).toEqual({ ok: true, prompts: [{ title: 'Chef', content: 'Suggest a recipe.' }, ...list] });
  });

  it('refuses a duplicate title, even with extra spaces', () => {
    expect(addPrompt(list, { title: ' Poet ', content: 'Something new' })).toEqual({ ok: false, problem: { code: 'TITLE_DUPLICATE' } });
  });

  it('refuses a duplicate content and names the prompt that has it', () => {
    expect(addPrompt(list, { title: 'Rhymer', content: 'Answer in rhyming couplets.' })).toEqual({
      ok: false,
      problem: { code: 'CONTENT_DUPLICATE', title: 'Poet' },
    });
  });

  it('reports the title clash first when both clash', () => {
    expect(addPrompt(list, { title: 'Poet', content: 'Translate everything I say into English.' })).toEqual({ ok: false, problem: { code: 'TITLE_DUPLICATE' } });
  });

  it('refuses an empty title or content', () => {
    expect(addPrompt(list, { title: ' ', content: 'x' })).toEqual({ ok: false, problem: { code: 'EMPTY' } });
    expect(addPrompt(list, { title: 'x', content: '\n' })).toEqual({ ok: false, problem: { code: 'EMPTY' } });
  });

  it('leaves the original list untouched', () => {
    const before = structuredClone(list);
    addPrompt(list, { title: 'Chef', content: 'Cook.' });
    expect(list).toEqual(before);
  });
});

describe('editPrompt', () => {
  it('may keep its own title and content while changing the other', () => {
    expect(editPrompt(list, 'Poet', { title: 'Poet', content: 'Answer in haiku.' })).toEqual({
      ok: true,
      prompts: [list[0], { title: 'Poet', content: 'Answer in haiku.' }],
    });
    expect(editPrompt(list, 'Poet', { title: 'Bard', content: 'Answer in rhyming couplets.' })).toEqual({
      ok: true,
      prompts: [list[0], { title: 'Bard', content: 'Answer in rhyming couplets.' }],
    });
  });

  it("refuses another prompt's title", () => {
    expect(editPrompt(list, 'Poet', { title: 'Translator', content: 'Answer in haiku.' })).toEqual({ ok: false, problem: { code: 'TITLE_DUPLICATE' } });
  });

  it("refuses another prompt's content", () => {
    expect(editPrompt(list, 'Poet', { title: 'Poet', content: 'Translate everything I say into English.' })).toEqual({
      ok: false,
      problem: { code: 'CONTENT_DUPLICATE', title: 'Translator' },
    });
  });

  it('refuses emptying a prompt', () => {
    expect(editPrompt(list, 'Poet', { title: 'Poet', content: '' })).toEqual({ ok: false, problem: { code: 'EMPTY' } });
  });

  it('changes nothing for a prompt that is gone', () => {
    expect(editPrompt(list, 'Ghost', { title: 'Ghost', content: 'Boo' })).toEqual({ ok: true, prompts: list });
  });
});

describe('deletePrompt, searchPrompts and matchPromptTitles', () => {
  it('deletes by title', () => {
    expect(deletePrompt(list, 'Translator')).toEqual([list[1]]);
  });

  it('searches title and content regardless of case', () => {
    expect(searchPrompts(list, 'poet')).toEqual([list[1]]);
    expect(searchPrompts(list, 'ENGLISH')).toEqual([list[0]]);
    expect(searchPrompts(list, '  ')).toEqual(list);
    expect(searchPrompts(list, 'nothing like it')).toEqual([]);
  });

  it('offers titles only for "/", those starting with the query first', () => {
    const more = [...list, { title: 'Expert translator', content: 'x' }, { title: 'Translation check', content: 'y' }];
    expect(matchPromptTitles(more, 'trans').map((p) => p.title)).toEqual(['Translator', 'Translation check', 'Expert translator']);
    expect(matchPromptTitles(more, 'couplets')).toEqual([]);
    expect(matchPromptTitles(more, '', 2)).toHaveLength(2);
  });

  it('finds no conflict for a fresh prompt', () => {
    expect(findConflict(list, { title: 'New', content: 'New' })).toBeNull();
  });
});
