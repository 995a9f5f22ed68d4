import { describe, expect, it } from 'vitest';
import { createStorage, getDefaultBackend, type StorageLike } from './createStorage';

function mapBackend(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const isNumber = (v: unknown): v is number => typeof v === 'number';

describe('createStorage', () => {
  it('round-trips JSON values under the prefix', () => {
    const backend = mapBackend();
    const storage = createStorage({ backend, prefix: 'a:' });
    expect(storage.set('k', { x: [1, '二'] })).toBe(true);
    expect(storage.get('k')).toEqual({ x: [1, '二'] });
    expect([...backend.map.keys()]).toEqual(['a:k']);
  });

  it('expires values after 7 days by default, and never with expireSeconds null', () => {
    let now = 0;
    const storage = createStorage({ backend: mapBackend(), now: () => now });
    storage.set('week', 1);
    storage.set('forever', 2, { expireSeconds: null });
    now = 604_800_000 - 1;
    expect(storage.get('week')).toBe(1);
    now = 604_800_000;
    expect(storage.get('week')).toBeNull();
    now = 10 * 604_800_000;
    expect(storage.get('forever')).toBe(2);
  });

  it('drops corrupt JSON and foreign shapes instead of throwing', () => {
    const backend = mapBackend();
    backend.map.set('bad', '{oops');
    backend.map.set('foreign', '"just a string"');
    const storage = createStorage({ backend });
    expect(storage.get('bad')).toBeNull();
    expect(storage.get('foreign')).toBeNull();
    expect(backend.map.size).toBe(0);
  });

  it('rejects stored data of the wrong shape through validate', () => {
    const storage = createStorage({ backend: mapBackend() });
    storage.set('n', 'not a number');
    expect(storage.get('n', isNumber)).toBeNull();
  });

  it('reports a full quota as false without throwing', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(createStorage({ backend: full }).set('k', 'v')).toBe(false);
  });

  it('survives a backend whose every call throws (cookies blocked)', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createStorage({ backend: blocked });
    expect(storage.get('k')).toBeNull();
    expect(storage.set('k', 1)).toBe(false);
    expect(() => storage.remove('k')).not.toThrow();
  });

  it('keeps values in memory when there is no localStorage (SSR, private mode)', () => {
    expect(getDefaultBackend()).toBeNull();
    const storage = createStorage();
    storage.set('k', 42);
    expect(storage.get('k')).toBe(42);
    expect(createStorage({ backend: null }).get('k')).toBeNull();
  });
});
