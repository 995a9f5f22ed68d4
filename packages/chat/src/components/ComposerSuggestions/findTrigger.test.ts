import { describe, expect, it } from 'vitest';
import { findTrigger } from './findTrigger';

const both = ['/', '@'] as const;

describe('findTrigger', () => {
  it('finds "/" at the start of the draft and after whitespace', () => {
    expect(findTrigger('/tra', 4, both)).toEqual({ trigger: '/', query: 'tra', start: 0, end: 4 });
    expect(findTrigger('hello /tra', 10, both)).toEqual({ trigger: '/', query: 'tra', start: 6, end: 10 });
    expect(findTrigger('line\n@po', 8, both)).toEqual({ trigger: '@', query: 'po', start: 5, end: 8 });
  });

  it('offers everything right after the trigger and keeps spaces inside the query', () => {
    expect(findTrigger('/', 1, both)).toEqual({ trigger: '/', query: '', start: 0, end: 1 });
    expect(findTrigger('/travel guide', 13, both)?.query).toBe('travel guide');
  });

  it('ignores triggers inside words, after a space gap, on an earlier line or not configured', () => {
    expect(findTrigger('and/or', 6, both)).toBeNull();
    expect(findTrigger('mail a@b.c', 10, both)).toBeNull();
    expect(findTrigger('1 / 2', 5, both)).toBeNull();
    expect(findTrigger('/x\nnext', 7, both)).toBeNull();
    expect(findTrigger('@po', 3, ['/'])).toBeNull();
  });

  it('only looks before the caret', () => {
    expect(findTrigger('/abc', 2, both)).toEqual({ trigger: '/', query: 'a', start: 0, end: 2 });
    expect(findTrigger('ab /c', 2, both)).toBeNull();
  });
});
