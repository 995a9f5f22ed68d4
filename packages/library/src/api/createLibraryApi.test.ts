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

  it('lists the public library with its filters, and only own books of one visibility', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/api/books/public`, ({ request }) => {
        seen.push(`public${new URL(request.url).search}`);
        return HttpResponse.json({ items: [], page: 1, per_page: 20, total: 0 });
      }),
      http.get(`${BASE}/api/books`, ({ request }) => {
        seen.push(`own${new URL(request.url).search}`);
        return HttpResponse.json({ items: [], page: 1, per_page: 20, total: 0 });
      }),
    );
    await api.listPublicBooks({ page: 2, per_page: 10, type: 'pdf', q: 'sea' });
    await api.listBooks({ page: 1, visibility: 'link' });
    expect(seen).toEqual(['public?page=2&per_page=10&type=pdf&q=sea', 'own?page=1&visibility=link']);
  });

  it('searches within the scope asked for', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}/api/books/search`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ items: [], page: 1, per_page: 20, total: 0 });
      }),
    );
    await api.searchBooks({ keyword: ' river ', scope: 'public' });
    expect(query).toBe('?keyword=river&scope=public');
  });

  it('changes the visibility of many books in one call, and checks the ids and the choice before sending', async () => {
    let body: unknown;
    server.use(
      http.put(`${BASE}/api/books/visibility`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ updated: 2 });
      }),
    );
    expect(await api.setVisibility(['b1', 'b2'], 'public')).toEqual({ updated: 2 });
    expect(body).toEqual({ book_ids: ['b1', 'b2'], visibility: 'public' });

    expect(fieldIssuesOf(await rejection(api.setVisibility([], 'public')))).toEqual([{ field: 'book_ids', message: 'required' }]);
    const tooMany = Array.from({ length: 501 }, (_, i) => `b${i}`);
    expect(fieldIssuesOf(await rejection(api.setVisibility(tooMany, 'link')))).toEqual([{ field: 'book_ids', message: 'invalid' }]);
    expect(fieldIssuesOf(await rejection(api.setVisibility(['b1'], 'friends' as 'public')))).toEqual([{ field: 'visibility', message: 'invalid' }]);
  });

  it('answers a refused bulk change with the server code, so nothing is taken as changed', async () => {
    server.use(http.put(`${BASE}/api/books/visibility`, () => HttpResponse.json({ code: 'FORBIDDEN', msg: 'not yours' }, { status: 403 })));
    const error = await rejection(api.setVisibility(['b1'], 'private'));
    expect(isApiRequestError(error) && [error.code, error.status]).toEqual(['FORBIDDEN', 403]);
  });

  it('sends the visibility with an upload and with an edit', async () => {
    let uploaded: FormDataEntryValue | null = null;
    let edited: unknown;
    server.use(
      http.post(`${BASE}/api/books/upload`, async ({ request }) => {
        uploaded = (await request.formData()).get('visibility');
        return HttpResponse.json({ book: { id: 'b1' }, file: { id: 'f1' } }, { status: 201 });
      }),
      http.put(`${BASE}/api/books/b1`, async ({ request }) => {
        edited = await request.json();
        return HttpResponse.json({ id: 'b1' });
      }),
    );
    await api.uploadBook({ fields: { title: 'A', file_index: 0, total_files: 1, visibility: 'link' }, file: new File(['x'], 'a.txt') });
    await api.updateBook('b1', { title: 'A', visibility: 'public' });
    expect(uploaded).toBe('link');
    expect(edited).toEqual({ title: 'A', visibility: 'public' });
    const bad = await rejection(api.uploadBook({ fields: { title: 'A', file_index: 0, total_files: 1, visibility: 'everyone' as 'public' }, file: new File(['x'], 'a.txt') }));
    expect(fieldIssuesOf(bad)).toEqual([{ field: 'visibility', message: 'invalid' }]);
  });
});
