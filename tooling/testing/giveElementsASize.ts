import { afterAll, beforeAll } from 'vitest';

const SIZE_KEYS = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;

/**
 * jsdom has no layout: every element measures 0, so a virtualised list mounts no rows. Registers
 * hooks that give every element `px` in each dimension for the file's tests, and take it back after.
 */
export function giveElementsASize(px = 800): void {
  beforeAll(() => {
    for (const key of SIZE_KEYS) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => px });
  });
  afterAll(() => {
    for (const key of SIZE_KEYS) Reflect.deleteProperty(HTMLElement.prototype, key);
  });
}
