import { afterEach, describe, expect, it, vi } from 'vitest';
import { createId } from './createId';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('createId', () => {
  it('makes distinct version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, createId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('still makes UUIDs on a plain-http page, where randomUUID is missing', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xab) });
    expect(createId()).toBe('abababab-abab-4bab-abab-abababababab');
  });

  it('still makes UUIDs without any Web Crypto', () => {
    vi.stubGlobal('crypto', undefined);
    expect(createId()).toMatch(UUID_V4);
  });
});
