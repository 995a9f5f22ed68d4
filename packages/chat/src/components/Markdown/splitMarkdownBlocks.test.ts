import { describe, expect, it } from 'vitest';
import { extendMarkdownBlocks, type MarkdownBlocks, splitMarkdownBlocks } from './splitMarkdownBlocks';

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

  it('extending token by token gives the same blocks as splitting the whole text, keeping finished ones', () => {
    const text = 'intro **bold**\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\n$$\nx\n\ny\n$$\n\n- one\n- two\n\n\nend';
    let state: MarkdownBlocks | null = null;
    for (let end = 0; end <= text.length; end += 3) {
      const prefix = text.slice(0, end);
      const next: MarkdownBlocks = extendMarkdownBlocks(state, prefix);
      expect(next.blocks).toEqual(splitMarkdownBlocks(prefix));
      if (state) {
        // A block finished earlier is the very same string (memoised renderers skip it).
        for (let i = 0; i < state.blocks.length - 1; i += 1) expect(next.blocks[i]).toBe(state.blocks[i]);
      }
      state = next;
    }
    expect(extendMarkdownBlocks(state, text).blocks).toEqual(splitMarkdownBlocks(text));
  });

  it('a text that did not just grow is split afresh', () => {
    const first = extendMarkdownBlocks(null, 'a\n\nb\n\nc');
    expect(extendMarkdownBlocks(first, 'x\n\ny').blocks).toEqual(['x', 'y']);
  });
});
