import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
  ])('%s of 100 bytes', (header, range) => {
    expect(parseRange(header, 100)).toEqual(range);
  });

  it.each(['bytes=100-', 'bytes=50-10', 'bytes=-0'])('%s is unsatisfiable', (header) => {
    expect(parseRange(header, 100)).toBe('unsatisfiable');
  });

  it.each([undefined, 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=x-y'])('%s is ignored', (header) => {
    expect(parseRange(header, 100)).toBeNull();
  });
});
