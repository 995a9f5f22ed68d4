import type { Book, HttpClient } from '@atelier/core';

/**
 * The book's record as BookReader opens it (`GET /api/books/{id}?with_files=true`): apart, so a
 * host's route can ask for it early (BookReader's `record`) without the rest of the reader's API.
 */
export const getBookRecord = (http: HttpClient, bookId: string, signal?: AbortSignal) =>
  http.get<Book>(`/api/books/${encodeURIComponent(bookId)}`, { params: { with_files: true }, ...(signal ? { signal } : {}) });
