import { type Book, createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en-US/library.json';
import zh from '../../locales/zh-CN/library.json';
import { BookList } from './BookList';
import { fixtureBook as book } from '../../testing/fixtureBook';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signedIn(uid: string) {
  const stores = createStores(createStorage({ backend: null }));
  stores.user.updateUserInfo({ uid, token: 'tok', isLogin: true });
  return stores;
}

describe('BookList', () => {
  it('searches by keyword, marks the matches and links each book to its reader', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/api/books`, () => HttpResponse.json({ items: [book('b1', 'The Three-Body Problem'), book('b2', 'Ball Lightning', { type: 'audio' })], page: 1, per_page: 20, total: 2 })),
      http.get(`${BASE}/api/books/search`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ items: [book('b1', 'The Three-Body Problem')], page: 1, per_page: 20, total: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    const list = await screen.findByRole('list', { name: en.books.title });
    expect(within(list).getByRole('link', { name: 'Ball Lightning' }).getAttribute('href')).toBe('/book/audio/b2');

    await user.type(screen.getByLabelText(en.books.keyword), 'three body');
    await user.click(screen.getByRole('button', { name: en.list.searchButton }));
    expect(await screen.findByText('1 book matches “three body”.')).toBeTruthy();
    expect(seen).toEqual(['?keyword=three+body&page=1&per_page=20']);
    const link = screen.getAllByRole('link').find((a) => a.textContent === 'The Three-Body Problem')!;
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Three', 'Body']);
    expect(link.getAttribute('href')).toBe('/book/epub/b1');
  }, 15_000);

  it('says so when the keyword matched more books than the server ranks, and pages through the ranked ones', async () => {
    server.use(
      http.get(`${BASE}/api/books`, () => HttpResponse.json({ items: [], page: 1, per_page: 20, total: 0 })),
      http.get(`${BASE}/api/books/search`, () =>
        HttpResponse.json({ items: [book('b1', 'River Song')], page: 1, per_page: 20, total: 1000, total_capped: true }),
      ),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    await user.type(await screen.findByLabelText(en.books.keyword), 'river');
    await user.click(screen.getByRole('button', { name: en.list.searchButton }));
    expect(await screen.findByText(/More than 1000 books match “river”/)).toBeTruthy();
    expect(screen.getByText('Page 1 of 50')).toBeTruthy();
  }, 15_000);

  it('deletes a book only after confirmation and offers edits only on own books', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(`${BASE}/api/books`, () => HttpResponse.json({ items: [book('b1', 'Mine'), book('b2', 'Theirs', { owner_id: 'someone' })], page: 1, per_page: 20, total: 2 })),
      http.delete(`${BASE}/api/books/:id`, ({ params }) => {
        deleted.push(String(params['id']));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    await screen.findByRole('link', { name: 'Mine' });
    expect(screen.queryByRole('button', { name: 'Delete Theirs' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Mine' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Mine' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en.books.delete }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mine' })).toBeNull());
    expect(deleted).toEqual(['b1']);
  }, 15_000);

  it('edits title and author, refusing an empty title', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${BASE}/api/books`, () => HttpResponse.json({ items: [book('b1', 'Draft')], page: 1, per_page: 20, total: 1 })),
      http.put(`${BASE}/api/books/b1`, async ({ request }) => {
        const body = (await request.json()) as Partial<Book>;
        sent.push(body);
        return HttpResponse.json(book('b1', body.title ?? 'Draft', body));
      }),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    await user.click(await screen.findByRole('button', { name: 'Edit Draft' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText(en.uploader.bookTitle);
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: en.tasks.save }));
    expect(within(dialog).getByText(en.uploader.required.title)).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(title, 'Final');
    await user.click(within(dialog).getByRole('button', { name: en.tasks.save }));
    expect(await screen.findByRole('link', { name: 'Final' })).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ title: 'Final', author: 'Liu Cixin' })]);
  }, 15_000);

  it.each([
    ['en-US', en, 'Author may have at most 500 characters.'],
    ['zh-CN', zh, '作者最多 500 个字符。'],
  ] as const)('%s: the edit dialog marks an author longer than the server allows and sends nothing', async (locale, words, rule) => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${BASE}/api/books`, () => HttpResponse.json({ items: [book('b1', 'Draft')], page: 1, per_page: 20, total: 1 })),
      http.put(`${BASE}/api/books/b1`, async ({ request }) => {
        const body = (await request.json()) as Partial<Book>;
        sent.push(body);
        return HttpResponse.json(book('b1', body.title ?? 'Draft', body));
      }),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me'), locale });
    await user.click(await screen.findByRole('button', { name: words.books.editNamed.replace('{{title}}', 'Draft') }));
    const dialog = await screen.findByRole('dialog');
    const author = within(dialog).getByLabelText(words.uploader.author);
    await user.clear(author);
    await user.click(author);
    await user.paste('名'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: words.tasks.save }));
    const described = (author.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join('')).toBe(rule);
    expect(sent).toEqual([]);
    await user.type(author, '{Backspace}');
    expect(author.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: words.tasks.save }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ author: '名'.repeat(500) })]));
  }, 15_000);
});
