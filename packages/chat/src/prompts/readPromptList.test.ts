import { describe, expect, it } from 'vitest';
import { readPromptList } from './readPromptList';

describe('readPromptList', () => {
  it('keeps a valid stored list', () => {
    expect(readPromptList([{ title: 'a', content: 'b' }])).toEqual([{ title: 'a', content: 'b' }]);
  });

  it.each([undefined, null, 'text', 42, { title: 'a', content: 'b' }])('gives an empty list for corrupt data %j', (raw) => {
    expect(readPromptList(raw)).toEqual([]);
  });

  it('drops malformed and clashing entries and keeps the rest', () => {
    expect(
      readPromptList([
        { title: 'a', content: 'b' },
        { title: 'a', content: 'c' },
        { title: 'd', content: 'b' },
        { title: 'e' },
        null,
        { title: '', content: 'x' },
        { title: 'f', content: 'g' },
      ]),
    ).toEqual([
      { title: 'a', content: 'b' },
      { title: 'f', content: 'g' },
    ]);
  });
});
