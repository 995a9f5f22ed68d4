import { describe, expect, it } from 'vitest';
import { pageKeyAction } from './usePageKeys';

const key = (k: string, mods: Partial<{ shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key: k,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('pageKeyAction', () => {
  it('maps the reading keys', () => {
    expect(['ArrowLeft', 'PageUp', 'ArrowRight', 'PageDown', ' ', 'Home', 'End', 'Escape'].map((k) => pageKeyAction(key(k)))).toEqual([
      'prev',
      'prev',
      'next',
      'next',
      'next',
      'first',
      'last',
      'escape',
    ]);
    expect(pageKeyAction(key(' ', { shiftKey: true }))).toBe('prev');
  });

  it('leaves shortcuts with modifiers and other keys to the browser', () => {
    expect(pageKeyAction(key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(pageKeyAction(key('End', { ctrlKey: true }))).toBeNull();
    expect(pageKeyAction(key('a'))).toBeNull();
  });
});
