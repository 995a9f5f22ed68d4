import { describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../context';
import { ApiError } from '../http/errors';
import { BOOK_ACCESS_TTL_MS, BookAccessCache } from './bookAccessCache';

const reader: AuthUser = { id: 'u1', userName: 'reader', isAdmin: false, sessionId: null };
const refused = () => new ApiError(403, 'BOOK_PRIVATE', 'private');

describe('BookAccessCache', () => {
  it('checks once per TTL and shares one check between concurrent writes', async () => {
    let now = 0;
    const check = vi.fn(async () => undefined);
    const cache = new BookAccessCache(() => now);
    await Promise.all([cache.assertOpen(reader, 'b1', check), cache.assertOpen(reader, 'b1', check)]);
    now = BOOK_ACCESS_TTL_MS - 1;
    await cache.assertOpen(reader, 'b1', check);
    expect(check).toHaveBeenCalledTimes(1);
    await cache.assertOpen(reader, 'b2', check); // another book
    await cache.assertOpen({ ...reader, isAdmin: true }, 'b1', check); // a yes for an admin is not a yes for the reader
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('asks again once the TTL is over: a book made private by another process refuses within the TTL', async () => {
    let now = 1_000;
    let open = true;
    const check = vi.fn(async () => {
      if (!open) throw refused();
    });
    const cache = new BookAccessCache(() => now);
    await cache.assertOpen(reader, 'b1', check);
    open = false;
    now += BOOK_ACCESS_TTL_MS;
    await expect(cache.assertOpen(reader, 'b1', check)).rejects.toMatchObject({ code: 'BOOK_PRIVATE' });
  });

  it('forgets a book at once, and never remembers a refusal or a failed read', async () => {
    let open = true;
    const check = vi.fn(async () => {
      if (!open) throw refused();
    });
    const cache = new BookAccessCache(() => 0);
    await cache.assertOpen(reader, 'b1', check);
    open = false;
    cache.forget(['b1']);
    await expect(cache.assertOpen(reader, 'b1', check)).rejects.toMatchObject({ code: 'BOOK_PRIVATE' });
    open = true;
    await cache.assertOpen(reader, 'b1', check);
    const failing = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce(undefined);
    await expect(cache.assertOpen(reader, 'b3', failing)).rejects.toThrow('db down');
    await cache.assertOpen(reader, 'b3', failing);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries answers', async () => {
    const check = vi.fn(async () => undefined);
    const cache = new BookAccessCache(() => 0, BOOK_ACCESS_TTL_MS, 2);
    for (const id of ['b1', 'b2', 'b3', 'b1']) await cache.assertOpen(reader, id, check);
    expect(check).toHaveBeenCalledTimes(4); // b1 made room for b3
  });
});
