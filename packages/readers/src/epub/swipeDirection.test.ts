import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipeDirection';

describe('swipeDirection', () => {
  it('turns forward on a leftward swipe and back on a rightward one', () => {
    expect(swipeDirection({ x: 300, y: 100 }, { x: 100, y: 110 })).toBe('next');
    expect(swipeDirection({ x: 100, y: 100 }, { x: 300, y: 90 })).toBe('prev');
  });

  it('ignores taps, short moves and vertical scrolling', () => {
    expect(swipeDirection({ x: 100, y: 100 }, { x: 102, y: 100 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 100 }, { x: 140, y: 100 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 100 }, { x: 40, y: 300 })).toBeNull();
  });
});
