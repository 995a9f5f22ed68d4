import { describe, expect, it } from 'vitest';
import { splitMarkdownBlocks } from './splitMarkdownBlocks';

describe('splitMarkdownBlocks', () => {
  it('splits paragraphs at blank lines', () => {
    expect(splitMarkdownBlocks('one\ntwo\n\nthree\n\n\nfour')).toEqual(['one\ntwo', 'three', 'four']);
  });

  it('never splits inside a code fence or a $$ block, even an unfinished one', () => {
    const text = 'intro\n\n```py\na = 1\n\nb = 2\n```\n\n$$\nx\n\ny\n$$\n\n```\nopen\n\nstill open';
    expect(splitMarkdownBlocks(text)).toEqual(['intro', '```py\na = 1\n\nb = 2\n```', '$$\nx\n\ny\n$$', '```\nopen\n\nstill open']);
  });

  it('treats one-line $$x$$ as closed and keeps text intact when joined back', () => {
    const text = '$$x^2$$\n\nafter';
    expect(splitMarkdownBlocks(text)).toEqual(['$$x^2$$', 'after']);
    expect(splitMarkdownBlocks('')).toEqual(['']);
  });
});
