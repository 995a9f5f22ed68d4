import { describe, expect, it } from 'vitest';
import { SPEECH_INPUT_MAX, splitSpeechText, toSpeechText } from './toSpeechText';

describe('toSpeechText', () => {
  it('reads the words of a reply without its markup', () => {
    const reply = [
      '# Title',
      '',
      'Some **bold**, _italic_, ~~gone~~ and `inline` words with a [link](https://x.y) and ![a cat](cat.png).',
      '',
      '> quoted line',
      '',
      '- first item',
      '* second item',
      '1. numbered',
      '- [x] done task',
      '',
      '---',
    ].join('\n');
    expect(toSpeechText(reply)).toBe(
      'Title\n\nSome bold, italic, gone and inline words with a link and a cat.\n\nquoted line\n\nfirst item\nsecond item\nnumbered\ndone task',
    );
  });

  it('leaves out code blocks, display math and thinking, keeps inline math and table cells', () => {
    const reply = '<think>hmm</think>Before.\n\n```ts\nconst x = 1;\n```\n\n$$e=mc^2$$\n\nIf $x$ grows.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter.';
    expect(toSpeechText(reply)).toBe('Before.\n\nIf x grows.\n\na, b\n1, 2\n\nAfter.');
  });

  it('keeps words joined by underscores and lone asterisks', () => {
    expect(toSpeechText('snake_case_name and 2 * 3 * 4')).toBe('snake_case_name and 2 * 3 * 4');
  });

  it('has nothing to read in a reply of only code', () => {
    expect(toSpeechText('```\nls -la\n```')).toBe('');
  });
});

describe('splitSpeechText', () => {
  it('keeps short text whole', () => {
    expect(splitSpeechText('Hello there.')).toEqual(['Hello there.']);
    expect(splitSpeechText('   ')).toEqual([]);
  });

  it("cuts long text at sentence ends into parts within OpenAI's 4096-character limit", () => {
    const sentence = 'This sentence is exactly fifty characters long!!. ';
    const text = sentence.repeat(200).trim();
    const parts = splitSpeechText(text);
    expect(parts.length).toBe(3);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(SPEECH_INPUT_MAX);
      expect(part.endsWith('.')).toBe(true);
    }
    expect(parts.join(' ')).toBe(text);
  });

  it('falls back to spaces, then to a hard cut, and stops after the last allowed part', () => {
    expect(splitSpeechText('aaa bbb ccc', 8)).toEqual(['aaa bbb', 'ccc']);
    expect(splitSpeechText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(splitSpeechText('one. two. three. four.', 5, 2)).toEqual(['one.', 'two.']);
  });
});
