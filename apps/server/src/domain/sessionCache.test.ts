import { describe, expect, it, vi } from 'vitest';
import { SessionCache } from './sessionCache';

describe('SessionCache', () => {
  it('asks the database once per TTL, again right after forget, and shares one lookup between callers', async () => {
    let now = 0;
    let active = true;
    const load = vi.fn(async () => active);
    const cache = new SessionCache(load, 5_000, 10, () => now);
    expect(await Promise.all([cache.isActive('s1'), cache.isActive('s1')])).toEqual([true, true]);
    expect(load).toHaveBeenCalledTimes(1);

    active = false;
    now = 4_999;
    expect(await cache.isActive('s1')).toBe(true); // another process revoked it: seen within the TTL
    cache.forget('s1'); // this process revoked it: seen at once
    expect(await cache.isActive('s1')).toBe(false);
    now = 20_000;
    expect(await cache.isActive('s1')).toBe(false);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not remember a failed lookup', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce(true);
    const cache = new SessionCache(load, 5_000, 10, () => 0);
    await expect(cache.isActive('s1')).rejects.toThrow('db down');
    expect(await cache.isActive('s1')).toBe(true);
  });

  it('keeps at most maxEntries sessions', async () => {
    const load = vi.fn(async () => true);
    const cache = new SessionCache(load, 5_000, 2, () => 0);
    await cache.isActive('a');
    await cache.isActive('b');
    await cache.isActive('c'); // evicts a
    await cache.isActive('a');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
