import { describe, expect, it, vi } from 'vitest';
import { createGptsDirectory } from './createGptsDirectory';
import { createGptsGet } from './createGptsGet';
import { gptModel } from './gptModel';
import { parseGptsResponse } from './parseGpts';
import { matchRecentGpts, readRecentGpts, rememberGpt } from './recentGpts';

const chef = { id: 'g-chef', name: 'Chef', description: 'Cooks' };
const poet = { id: 'g-poet', name: 'Poet', description: 'Rhymes' };

describe('GPTs', () => {
  it('turns a GPT id into the gizmo model name', () => {
    expect(gptModel('g-2fkFE8rbu')).toBe('gpt-4-gizmo-g-2fkFE8rbu');
  });

  it("reads our server's answer and a Dooy-style directory's", () => {
    expect(parseGptsResponse({ items: [{ id: 'g-chef', name: 'Chef', description: 'Cooks', author: 'Lab' }], total: 1 })).toEqual([{ ...chef, author: 'Lab' }]);
    expect(parseGptsResponse({ data: { list: [{ gid: 'g-poet', name: 'Poet', info: 'Rhymes', logo: 'https://x.test/p.png' }] } })).toEqual([{ ...poet, logo: 'https://x.test/p.png' }]);
  });

  it('drops unusable entries and unsafe logos, and rejects an answer of another shape', () => {
    expect(parseGptsResponse({ gpts: [{ id: 'g x', name: 'Bad id' }, { name: 'No id' }, { id: 'g-a', name: 'A', logo: 'javascript:alert(1)' }] })).toEqual([
      { id: 'g-a', name: 'A', description: '' },
    ]);
    expect(() => parseGptsResponse('<html>')).toThrow();
    expect(() => parseGptsResponse({ items: 'none' })).toThrow();
  });

  it('remembers at most ten recent GPTs, the latest first, without repeats', () => {
    let list = [chef, poet];
    list = rememberGpt(list, poet);
    expect(list.map((g) => g.id)).toEqual(['g-poet', 'g-chef']);
    for (let i = 0; i < 12; i += 1) list = rememberGpt(list, { id: `g-${i}`, name: `N${i}`, description: '' });
    expect(list).toHaveLength(10);
    expect(list[0]?.id).toBe('g-11');
  });

  it('reads stored recent GPTs safely', () => {
    expect(readRecentGpts('corrupt')).toEqual([]);
    expect(readRecentGpts([chef, chef, { id: 3 }, poet])).toEqual([chef, poet]);
  });

  it('matches recent GPTs for "@" by name', () => {
    expect(matchRecentGpts([chef, poet], 'po')).toEqual([poet]);
    expect(matchRecentGpts([chef, poet], '')).toEqual([chef, poet]);
  });

  it('searches the configured directory, resolving its URL once and falling back to /api/gpts', async () => {
    const get = vi.fn(async () => ({ items: [chef] }));
    const resolveUrl = vi.fn(async () => 'https://gpts.example/search');
    const directory = createGptsDirectory({ resolveUrl, get });
    expect(await directory.search(' chef ')).toEqual([chef]);
    await directory.search('x');
    expect(resolveUrl).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('https://gpts.example/search', { q: 'chef', limit: 30 }, undefined);
    const fallback = createGptsDirectory({ resolveUrl: () => Promise.reject(new Error('offline')), get });
    await fallback.search('');
    expect(get).toHaveBeenLastCalledWith('/api/gpts', { q: '', limit: 30 }, undefined);
  });
});

describe('createGptsGet', () => {
  it("sends a relative address to the app's server client with the query as params", async () => {
    const serverGet = vi.fn(async () => ({ items: [] }));
    const fetchFn = vi.fn<typeof fetch>();
    await createGptsGet({ serverGet, fetch: fetchFn })('/api/gpts', { q: 'chef', limit: 30 });
    expect(serverGet).toHaveBeenCalledWith('/api/gpts', { params: { q: 'chef', limit: 30 } });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('fetches an absolute address plainly (no app token), and fails on an HTTP error', async () => {
    const serverGet = vi.fn();
    const fetchFn = vi.fn<typeof fetch>(async () => Response.json({ items: [chef] }));
    const get = createGptsGet({ serverGet, fetch: fetchFn });
    expect(await get('https://gpts.example/search?lang=en', { q: 'chef', limit: 30 })).toEqual({ items: [chef] });
    expect(String(fetchFn.mock.calls[0]?.[0])).toBe('https://gpts.example/search?lang=en&q=chef&limit=30');
    expect(serverGet).not.toHaveBeenCalled();
    fetchFn.mockResolvedValueOnce(new Response('nope', { status: 502 }));
    await expect(get('https://gpts.example/search', { q: '', limit: 30 })).rejects.toThrow('502');
  });
});
