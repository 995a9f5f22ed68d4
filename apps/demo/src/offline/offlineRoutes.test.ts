import { describe, expect, it } from 'vitest';
import { bookRequestOf, offlineKeyOf } from './offlineRoutes';

const ID = '85113e8b-451e-4490-ae71-b1d0793009ad';

describe('which requests belong to a kept book', () => {
  it("names a book's record, its files and its cover", () => {
    expect(bookRequestOf(`/api/books/${ID}`)).toEqual({ kind: 'book', bookId: ID });
    expect(bookRequestOf(`/api/books/${ID}/files/3`)).toEqual({ kind: 'file', bookId: ID, index: 3 });
    expect(bookRequestOf(`/api/books/${ID}/cover`)).toEqual({ kind: 'cover', bookId: ID });
    // Under a base path too.
    expect(bookRequestOf(`/atelier/api/books/${ID}/files/0`)).toEqual({ kind: 'file', bookId: ID, index: 0 });
  });

  it('leaves every other route alone: the collections, uploads, a QR code, progress', () => {
    for (const path of ['/api/books', '/api/books/search', '/api/books/public', '/api/books/upload', `/api/books/${ID}/qrcode.png`, `/api/books/${ID}/files`, `/api/reading/history/${ID}`, `/book/pdf/${ID}`]) {
      expect(bookRequestOf(path), path).toBeNull();
    }
  });

  it('keys a kept response by its address without the query, so a re-signed file address or a new cover version still finds it', () => {
    expect(offlineKeyOf(`https://books.example/api/books/${ID}/files/0?exp=1&sig=abc`)).toBe(`https://books.example/api/books/${ID}/files/0`);
    expect(offlineKeyOf(`https://books.example/api/books/${ID}?with_files=true`)).toBe(`https://books.example/api/books/${ID}`);
  });
});
