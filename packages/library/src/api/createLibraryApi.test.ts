import { createHttpClient, isApiRequestError } from '@atelier/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryApi } from './createLibraryApi';
import { fieldIssuesOf } from './validation';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createLibraryApi(
  createHttpClient({
    baseURL: BASE,
    env: 'ppe',
    tokens: { getAccessToken: () => 'tok', refresh: async () => null, onSessionExpired: () => {} },
  }),
);

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('createLibraryApi', () => {
  it('lists books with only the filters that were set, bearer token and env header', async () => {
    let seen: { url: URL; auth: string | null; env: string | null } | undefined;
    server.use(
      http.get(`${BASE}/api/books`, ({ request }) => {
        seen = { url: new URL(request.url), auth: request.headers.get('authorization'), env: request.headers.get('x-env') };
        return HttpResponse.json({ items: [], page: 2, per_page: 20, total: 0 });
      }),
    );
    const list = await api.listBooks({ page: 2, type: 'epub', complete: true, q: '' });
    expect(list.page).toBe(2);
    expect(Object.fromEntries(seen!.url.searchParams)).toEqual({ page: '2', type: 'epub', complete: 'true' });
    expect(seen!.auth).toBe('Bearer tok');
    expect(seen!.env).toBe('ppe');
  });

  it('refuses a search without a keyword before sending anything', async () => {
    const error = await rejection(api.searchBooks({ keyword: '   ' }));
    expect(isApiRequestError(error) && error.code).toBe('VALIDATION_FAILED');
    expect(fieldIssuesOf(error)).toEqual([{ field: 'keyword', message: 'required' }]);
  });

  it('refuses path calls with an empty id', async () => {
    expect(fieldIssuesOf(await rejection(api.getBook('')))).toEqual([{ field: 'book_id', message: 'required' }]);
    expect(fieldIssuesOf(await rejection(api.deleteTask(' ')))).toEqual([{ field: 'task_id', message: 'required' }]);
  });

  it('checks the required upload fields before sending', async () => {
    const error = await rejection(api.uploadBook({ fields: { title: ' ', file_index: 0, total_files: 0 } }));
    expect(fieldIssuesOf(error).map((i) => i.field)).toEqual(['file', 'title', 'total_files']);
  });

  it('uploads multipart fields with the file last', async () => {
    let names: string[] = [];
    let title: FormDataEntryValue | null = null;
    server.use(
      http.post(`${BASE}/api/books/upload`, async ({ request }) => {
        const form = await request.formData();
        names = [...form.keys()];
        title = form.get('title');
        return HttpResponse.json({ book: { id: 'b1' }, file: { id: 'f1' } }, { status: 201 });
      }),
    );
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const result = await api.uploadBook({ fields: { title: 'A', file_index: 0, total_files: 1, book_id: 'x' }, file });
    expect(result.book.id).toBe('b1');
    expect(title).toBe('A');
    expect(names.at(-1)).toBe('file');
  });

  it('maps server errors to code, msg and status', async () => {
    server.use(
      http.post(`${BASE}/api/books/upload`, () =>
        HttpResponse.json({ code: 'UNSUPPORTED_FORMAT', msg: 'Not a book' }, { status: 415 }),
      ),
    );
    const error = await rejection(
      api.uploadBook({ fields: { title: 'A', file_index: 0, total_files: 1 }, file: new File(['x'], 'x.exe') }),
    );
    expect(isApiRequestError(error) && [error.code, error.msg, error.status]).toEqual(['UNSUPPORTED_FORMAT', 'Not a book', 415]);
  });

  it('deletes a task with its books', async () => {
    let query = '';
    server.use(
      http.delete(`${BASE}/api/upload-tasks/t1`, ({ request }) => {
        query = new URL(request.url).search;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await api.deleteTask('t1', { deleteBooks: true });
    expect(query).toBe('?delete_books=true');
  });
});
