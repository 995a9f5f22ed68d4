import type { AppServices, Book, HttpClient } from '@atelier/core';
import { describe, expect, it, vi } from 'vitest';
import { createReaderApi } from '../api/createReaderApi';
import { PRELOADED_BOOK_MS, takePreloadedBook } from '../api/preloadedBooks';
import { preloadBook } from './preloadBook';

const book = (title: string) => ({ id: 'b1', title, type: 'txt', files: [] }) as unknown as Book;

function fakeCore() {
  let answers = 0;
  const get = vi.fn(async () => book(`answer ${(answers += 1)}`));
  const http = { get } as unknown as HttpClient;
  return { core: { libraryApi: http } as unknown as AppServices, http, get };
}

describe('preloadBook (a host starts opening a book before BookReader mounts)', () => {
  it('asks for the record at once, and the reader takes that answer instead of asking again', async () => {
    const { core, http, get } = fakeCore();
    preloadBook(core, 'b1', 'txt');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/books/b1', { params: { with_files: true } });
    const api = createReaderApi(http);
    expect((await api.getBook('b1')).title).toBe('answer 1');
    expect(get).toHaveBeenCalledTimes(1);
    // Once: a retry or a renewal of the signed addresses asks the server again.
    expect((await api.getBook('b1')).title).toBe('answer 2');
  });

  it('is not taken for another book, nor once it is older than the reader would wait for', async () => {
    const { core, http, get } = fakeCore();
    preloadBook(core, 'b1');
    const api = createReaderApi(http);
    expect((await api.getBook('b2')).title).toBe('answer 2');
    expect(takePreloadedBook(http, 'b1', Date.now() + PRELOADED_BOOK_MS + 1)).toBeNull();
    expect((await api.getBook('b1')).title).toBe('answer 3');
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('leaves a refusal to the reader that takes it, and none unhandled before', async () => {
    const refused = Object.assign(new Error('private'), { status: 403 });
    const http = { get: vi.fn(() => Promise.reject(refused)) } as unknown as HttpClient;
    preloadBook({ libraryApi: http } as unknown as AppServices, 'b1', 'pdf');
    await Promise.resolve();
    await expect(createReaderApi(http).getBook('b1')).rejects.toBe(refused);
  });
});
