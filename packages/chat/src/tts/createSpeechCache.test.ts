import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { createSpeechCache, type SpeechCache, type SpeechCacheOptions, speechCacheKey } from './createSpeechCache';

let n = 0;
const caches: SpeechCache[] = [];
function newCache(options: SpeechCacheOptions = {}) {
  const name = `tts-test-${++n}`;
  let clock = 1000;
  const cache = createSpeechCache({ name, now: () => (clock += 1), ...options });
  caches.push(cache);
  return { cache, name };
}
afterEach(() => caches.splice(0).forEach((c) => c.close()));

const clip = (size: number, type = 'audio/wav') => new Blob([new Uint8Array(size).fill(7)], { type });

describe('createSpeechCache', () => {
  it('gives back the clips it stored, with their types, and nothing for an unknown key', async () => {
    const { cache } = newCache();
    await cache.put(speechCacheKey('m1', 'nova'), [clip(10), clip(4, 'audio/mpeg')]);
    const clips = await cache.get('m1:nova');
    expect(clips?.map((c) => [c.type, c.size])).toEqual([
      ['audio/wav', 10],
      ['audio/mpeg', 4],
    ]);
    expect(new Uint8Array(await clips![0]!.arrayBuffer())[0]).toBe(7);
    expect(await cache.get('m1:alloy')).toBeNull();
  });

  it('evicts the least recently used entries beyond its byte budget', async () => {
    const { cache } = newCache({ maxBytes: 25 });
    await cache.put('a', [clip(10)]);
    await cache.put('b', [clip(10)]);
    await cache.get('a'); // a is now newer than b
    await cache.put('c', [clip(10)]);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('c')).not.toBeNull();
  });

  it('keeps at most maxEntries entries and never stores a clip larger than the whole budget', async () => {
    const { cache } = newCache({ maxEntries: 2, maxBytes: 100 });
    await cache.put('a', [clip(1)]);
    await cache.put('b', [clip(1)]);
    await cache.put('c', [clip(1)]);
    expect(await cache.get('a')).toBeNull();
    await cache.put('huge', [clip(101)]);
    expect(await cache.get('huge')).toBeNull();
    expect(await cache.get('b')).not.toBeNull();
  });

  it('drops a damaged record and reads it as a miss', async () => {
    const { cache, name } = newCache();
    await cache.put('ok', [clip(3)]);
    const db = await openDB(name, 1);
    await db.put('clips', { key: 'bad', clips: [{ type: 'text/html', bytes: 'nope' }], size: 4, usedAt: 1 });
    db.close();
    expect(await cache.get('bad')).toBeNull();
    const again = await openDB(name, 1);
    expect(await again.get('clips', 'bad')).toBeUndefined();
    again.close();
  });
});
