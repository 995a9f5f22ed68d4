import { afterEach, describe, expect, it } from 'vitest';
import { createStorage, getDefaultBackend, type StorageLike } from './createStorage';

type MapBackend = StorageLike & { map: Map<string, string> };

function mapBackend(initial: Record<string, string> = {}): MapBackend {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const isNumber = (v: unknown): v is number => typeof v === 'number';

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

function setGlobalLocalStorage(descriptor: PropertyDescriptor): void {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, ...descriptor });
}

describe('createStorage', () => {
  it('round-trips JSON values under the prefix', () => {
    const backend = mapBackend();
    const storage = createStorage({ backend, prefix: 'a:' });
    expect(storage.set('k', { x: [1, '二'] })).toBe(true);
    expect(storage.get('k')).toEqual({ x: [1, '二'] });
    expect([...backend.map.keys()]).toEqual(['a:k']);
  });

  it('reads a value saved as bare JSON only when asked to, and removes it as corrupt otherwise', () => {
    const backend = mapBackend({ 'a:old': '{"model":"gpt-4o"}', 'a:broken': '{not json', 'a:other': '[1]' });
    const storage = createStorage({ backend, prefix: 'a:' });
    expect(storage.get('old', undefined, { bare: true })).toEqual({ model: 'gpt-4o' });
    expect(backend.map.get('a:old')).toBe('{"model":"gpt-4o"}');
    expect(storage.get('broken', undefined, { bare: true })).toBeNull();
    expect(backend.map.has('a:broken')).toBe(false);
    expect(storage.get('other', isNumber, { bare: true })).toBeNull();
    expect(storage.get('other')).toBeNull();
    expect(backend.map.has('a:other')).toBe(false);
  });

  it('wraps values as { data, expire } with a 7-day expiry by default', () => {
    const backend = mapBackend();
    createStorage({ backend, now: () => 1_000 }).set('k', 'v');
    expect(JSON.parse(backend.map.get('k') ?? '')).toEqual({ data: 'v', expire: 1_000 + 604_800_000 });
  });

  it('expires values after 7 days by default, and never with expireSeconds null', () => {
    let now = 0;
    const backend = mapBackend();
    const storage = createStorage({ backend, now: () => now });
    storage.set('week', 1);
    storage.set('forever', 2, { expireSeconds: null });
    storage.set('minute', 3, { expireSeconds: 60 });
    now = 60_000;
    expect(storage.get('minute')).toBeNull();
    now = 604_800_000 - 1;
    expect(storage.get('week')).toBe(1);
    now = 604_800_000;
    expect(storage.get('week')).toBeNull();
    expect(backend.map.has('week')).toBe(false);
    now = 10 * 604_800_000;
    expect(storage.get('forever')).toBe(2);
  });

  it('stores the settings key without expiry unless told otherwise', () => {
    let now = 0;
    const backend = mapBackend();
    const storage = createStorage({ backend, now: () => now });
    storage.set('appSetting', { theme: 'dark' });
    now = 365 * 86_400_000;
    expect(storage.get('appSetting')).toEqual({ theme: 'dark' });
    expect(JSON.parse(backend.map.get('appSetting') ?? '')).toMatchObject({ expire: null });
  });

  it('drops corrupt JSON and foreign shapes instead of throwing', () => {
    const backend = mapBackend({ bad: '{oops', foreign: '"just a string"', noExpire: '{"data":1}' });
    const storage = createStorage({ backend });
    expect(storage.get('bad')).toBeNull();
    expect(storage.get('foreign')).toBeNull();
    expect(storage.get('noExpire')).toBeNull();
    expect(backend.map.size).toBe(0);
  });

  it('rejects stored data of the wrong shape through validate', () => {
    const storage = createStorage({ backend: mapBackend() });
    storage.set('n', 'not a number');
    storage.set('m', 7);
    expect(storage.get('n', isNumber)).toBeNull();
    expect(storage.get('m', isNumber)).toBe(7);
  });

  it('reports a full quota as false without throwing, keeping the old value', () => {
    const backend = mapBackend();
    const storage = createStorage({ backend });
    storage.set('k', 'old');
    backend.setItem = () => {
      throw quotaError();
    };
    expect(storage.set('k', 'new')).toBe(false);
    expect(storage.get('k')).toBe('old');
  });

  it('reports a value that JSON cannot hold as false', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(createStorage({ backend: mapBackend() }).set('k', cyclic)).toBe(false);
  });

  it('survives a backend whose every call throws (cookies blocked)', () => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const blocked: StorageLike = { getItem: fail, setItem: fail, removeItem: fail, key: fail, length: 1 };
    const storage = createStorage({ backend: blocked });
    expect(storage.get('k')).toBeNull();
    expect(storage.set('k', 1)).toBe(false);
    expect(() => storage.remove('k')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
  });

  it('keeps values in memory when the backend is null', () => {
    const a = createStorage({ backend: null });
    a.set('k', 42);
    expect(a.get('k')).toBe(42);
    expect(createStorage({ backend: null }).get('k')).toBeNull();
  });

  it('clears only its own entries under its prefix', () => {
    const backend = mapBackend({ 'host-key': 'plain host value', 'x:raw': 'not ours either' });
    const mine = createStorage({ backend, prefix: 'x:' });
    const other = createStorage({ backend, prefix: 'y:' });
    mine.set('a', 1);
    mine.set('b', 2);
    other.set('a', 3);
    mine.clear();
    expect(mine.get('a')).toBeNull();
    expect(mine.get('b')).toBeNull();
    expect(other.get('a')).toBe(3);
    expect([...backend.map.keys()].sort()).toEqual(['host-key', 'x:raw', 'y:a']);
  });

  it('clears entries written earlier (another page load) through a real-Storage-like backend', () => {
    const backend = mapBackend();
    createStorage({ backend, prefix: 'p:' }).set('old', 1);
    createStorage({ backend, prefix: 'p:' }).clear();
    expect(backend.map.size).toBe(0);
  });

  it('clears what it wrote even when the backend cannot list its keys', () => {
    const map = new Map<string, string>();
    const backend: StorageLike = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
    const storage = createStorage({ backend });
    storage.set('a', 1);
    storage.clear();
    expect(map.size).toBe(0);
  });
});

describe('getDefaultBackend', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('is null without localStorage (SSR), and createStorage then keeps values in memory', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    expect(getDefaultBackend()).toBeNull();
    const storage = createStorage();
    expect(storage.set('k', 42)).toBe(true);
    expect(storage.get('k')).toBe(42);
  });

  it('is null when reading localStorage itself throws (Safari with cookies blocked)', () => {
    setGlobalLocalStorage({
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(getDefaultBackend()).toBeNull();
    expect(createStorage().set('k', 1)).toBe(true);
  });

  it('uses a working localStorage', () => {
    const backend = mapBackend();
    setGlobalLocalStorage({ value: backend });
    expect(getDefaultBackend()).toBe(backend);
    createStorage().set('k', 1);
    expect(backend.map.has('k')).toBe(true);
    expect(backend.map.has('__atelier_probe__')).toBe(false);
  });

  it('keeps a full localStorage for reading, but not an empty one that refuses writes (private mode)', () => {
    const full = mapBackend({ appSetting: JSON.stringify({ data: { theme: 'dark' }, expire: null }) });
    full.setItem = () => {
      throw quotaError();
    };
    setGlobalLocalStorage({ value: full });
    expect(getDefaultBackend()).toBe(full);
    expect(createStorage().get('appSetting')).toEqual({ theme: 'dark' });

    const zeroQuota = mapBackend();
    zeroQuota.setItem = () => {
      throw quotaError();
    };
    setGlobalLocalStorage({ value: zeroQuota });
    expect(getDefaultBackend()).toBeNull();
  });
});
