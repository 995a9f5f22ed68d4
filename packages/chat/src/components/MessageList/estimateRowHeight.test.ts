import { describe, expect, it } from 'vitest';
import { estimateRowHeight } from './estimateRowHeight';

const row = (content: string, role: 'user' | 'assistant' = 'assistant', reasoning = '') => ({ content, role, reasoning });

describe('estimateRowHeight', () => {
  it('grows with the text, so a long reply is not guessed as tall as a one-liner', () => {
    const short = estimateRowHeight(row('Yes.'), 800);
    const long = estimateRowHeight(row('word '.repeat(400)), 800);
    expect(long).toBeGreaterThan(short * 4);
  });

  it('a narrow (phone) list wraps the same text onto more lines', () => {
    const text = 'a sentence that is long enough to wrap on a phone screen but not on a desktop one, twice over.';
    expect(estimateRowHeight(row(text), 360)).toBeGreaterThan(estimateRowHeight(row(text), 1200));
  });

  it('counts every line of a multi-line message and the thinking summary', () => {
    const oneLine = estimateRowHeight(row('step'), 800);
    expect(estimateRowHeight(row('step\nstep\nstep'), 800)).toBeGreaterThan(oneLine);
    expect(estimateRowHeight(row('step', 'assistant', 'thoughts'), 800)).toBeGreaterThan(oneLine);
  });

  it('stays a sane height for an empty message', () => {
    expect(estimateRowHeight(row(''), 800)).toBeGreaterThan(40);
    expect(estimateRowHeight(row(''), 0)).toBeLessThan(200);
  });
});
