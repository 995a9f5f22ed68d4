import { describe, expect, it } from 'vitest';
import { UserCache, type CachedUser } from './userCache';

const ann: CachedUser = { id: 'u1', userName: 'ann', adminLevel: 0, disabled: false };

function setup(rows: Map<string, CachedUser>) {
  let clock = 0;
  const reads: string[] = [];
  const cache = new UserCache({
    ttlMs: 1_000,
    maxEntries: 2,
    now: () => clock,
    load: async (id) => {
      reads.push(id);
      return rows.get(id) ?? null;
    },
  });
  return { cache, reads, tick: (ms: number) => (clock += ms) };
}

describe('UserCache', () => {
  it('reads a user once while fresh, shares concurrent reads, and reads again after the TTL', async () => {
    const { cache, reads, tick } = setup(new Map([['u1', ann]]));
    const [a, b] = await Promise.all([cache.get('u1'), cache.get('u1')]);
    expect([a, b]).toEqual([ann, ann]);
    await cache.get('u1');
    expect(reads).toEqual(['u1']);
    tick(1_000);
    await cache.get('u1');
    expect(reads).toEqual(['u1', 'u1']);
  });

  it('sees a change at once after forget (a disabled user is refused on the next request)', async () => {
    const rows = new Map([['u1', ann]]);
    const { cache } = setup(rows);
    expect(await cache.get('u1')).toEqual(ann);
    rows.set('u1', { ...ann, disabled: true });
    cache.forget('u1');
    expect((await cache.get('u1'))?.disabled).toBe(true);
  });

  it('does not remember a failed read, and stays bounded', async () => {
    let fail = true;
    const reads: string[] = [];
    const cache = new UserCache({
      maxEntries: 2,
      load: async (id) => {
        reads.push(id);
        if (fail) throw new Error('db down');
        return { ...ann, id };
      },
    });
    await expect(cache.get('u1')).rejects.toThrow('db down');
    fail = false;
    expect((await cache.get('u1'))?.id).toBe('u1');
    await cache.get('u2');
    await cache.get('u3'); // evicts u1
    await cache.get('u1');
    expect(reads).toEqual(['u1', 'u1', 'u2', 'u3', 'u1']);
  });
});
