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
// The grid asks for the reader's history for its progress bars; none by default.
const server = setupServer(http.get(`${BASE}/api/reading/history`, () => HttpResponse.json({ items: [] })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signedIn(uid: string) {
  const stores = createStores(createStorage({ backend: null }));
  stores.user.updateUserInfo({ uid, token: 'tok', isLogin: true });
  return stores;
}


/** Types `keyword` into the list's search field and presses its Search button. */
async function searchFor(user: ReturnType<typeof userEvent.setup>, keyword: string) {
  await user.type(await screen.findByLabelText(en.books.keyword), keyword);
  await user.click(screen.getByRole('button', { name: en.list.searchButton }));
}
describe('BookList', () => {
  it('shows busy placeholders while loading, then an empty list that offers to upload a book', async () => {
    server.use(http.get(`${BASE}/api/books`, () => HttpResponse.json({ items: [], page: 1, per_page: 20, total: 0 })));
    let uploads = 0;
    const { container } = renderWithProvider(<BookList onUpload={() => uploads++} />, { stores: signedIn('me') });
    expect(container.querySelector('[aria-busy="true"] [data-part="skeleton"]')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(en.list.loading);
    expect(await screen.findByRole('heading', { name: en.books.empty })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en.books.uploadFirst }));
    expect(uploads).toBe(1);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

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

    await searchFor(user, 'three body');
    expect(await screen.findByText('1 book matches “three body”.')).toBeTruthy();
    // A search from My books covers the viewer's own books and the public library.
    expect(seen).toEqual(['?keyword=three+body&page=1&per_page=20&scope=all']);
    const link = screen.getAllByRole('link').find((a) => a.textContent === 'The Three-Body Problem')!;
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Three', 'Body']);
    expect(link.getAttribute('href')).toBe('/book/epub/b1');
  }, 15_000);

  it('finds others’ public books in a search from My books, without edit, delete or selection', async () => {
    server.use(
      http.get(`${BASE}/api/books`, () => HttpResponse.json({ items: [book('b1', 'Mine Alone')], page: 1, per_page: 20, total: 1 })),
      http.get(`${BASE}/api/books/search`, () =>
        HttpResponse.json({
          items: [book('b1', 'Mine Alone'), book('b9', 'Shared Moon', { owner_id: 'someone-else', visibility: 'public' })],
          page: 1,
          per_page: 20,
          total: 2,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    await screen.findByRole('list', { name: en.books.title });
    await searchFor(user, 'moon');
    // The match is marked inside the link, so its text is read whole rather than as an accessible name.
    await waitFor(() => expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain('Shared Moon'));
    expect(screen.queryByRole('button', { name: 'Edit Shared Moon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Shared Moon' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select “Shared Moon”' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Mine Alone' })).toBeTruthy();
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
    await searchFor(user, 'river');
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

  it('saves the visibility chosen in the edit dialog and shows it on the card', async () => {
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
    const { container } = renderWithProvider(<BookList />, { stores: signedIn('me') });
    await user.click(await screen.findByRole('button', { name: 'Edit Draft' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: en.visibility.private }).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: en.visibility.public }));
    await user.click(within(dialog).getByRole('button', { name: en.tasks.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([expect.objectContaining({ title: 'Draft', visibility: 'public' })]);
    expect(container.querySelector('[data-book-id="b1"] [data-part="visibility-badge"]')?.textContent).toBe(en.visibility.badge.public);
  }, 15_000);

  it('filters own books by visibility', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/api/books`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ items: [book('b1', 'Open')], page: 1, per_page: 20, total: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    await screen.findByRole('link', { name: 'Open' });
    await user.selectOptions(screen.getByLabelText(en.visibility.filter), en.visibility.public);
    await user.click(screen.getByRole('button', { name: en.list.searchButton }));
    await waitFor(() => expect(seen.at(-1)).toBe('?page=1&per_page=20&visibility=public'));
  }, 15_000);

  it('changes the visibility of the selected books at once, with the keyboard only, and the badges follow', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${BASE}/api/books`, () =>
        HttpResponse.json({ items: [book('b1', 'One'), book('b2', 'Two'), book('b3', 'Three')], page: 1, per_page: 20, total: 3 }),
      ),
      http.put(`${BASE}/api/books/visibility`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ updated: 2 });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProvider(<BookList />, { stores: signedIn('me') });
    const badge = (id: string) => container.querySelector(`[data-book-id="${id}"] [data-part="visibility-badge"]`)?.textContent;
    await screen.findByRole('link', { name: 'One' });
    expect(badge('b1')).toBe(en.visibility.badge.private);
    expect((screen.getByRole('button', { name: en.bulk.change }) as HTMLButtonElement).disabled).toBe(true);

    screen.getByRole('checkbox', { name: 'Select “One”' }).focus();
    await user.keyboard(' ');
    screen.getByRole('checkbox', { name: 'Select “Three”' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('2 books selected')).toBeTruthy();
    screen.getByRole('button', { name: en.bulk.change }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Who can open 2 books?' });
    within(dialog).getByRole('radio', { name: en.visibility.link }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: en.visibility.link }).checked).toBe(true);
    within(dialog).getByRole('button', { name: en.bulk.apply }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ book_ids: ['b1', 'b3'], visibility: 'link' }]);
    expect([badge('b1'), badge('b2'), badge('b3')]).toEqual([en.visibility.badge.link, en.visibility.badge.private, en.visibility.badge.link]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select “One”' }).checked).toBe(false);
  }, 20_000);

  it('keeps the selection and says why when the server refuses the change', async () => {
    server.use(
      http.get(`${BASE}/api/books`, () => HttpResponse.json({ items: [book('b1', 'One'), book('b2', 'Two')], page: 1, per_page: 20, total: 2 })),
      http.put(`${BASE}/api/books/visibility`, () => HttpResponse.json({ code: 'FORBIDDEN', msg: 'not yours' }, { status: 403 })),
    );
    const user = userEvent.setup();
    const { container } = renderWithProvider(<BookList />, { stores: signedIn('me') });
    await screen.findByRole('link', { name: 'One' });
    await user.click(screen.getByRole('checkbox', { name: en.bulk.selectPage }));
    expect(screen.getByText('2 books selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.bulk.change }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: en.visibility.public }));
    await user.click(within(dialog).getByRole('button', { name: en.bulk.apply }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(en.errors.FORBIDDEN);
    await user.click(within(dialog).getByRole('button', { name: en.tasks.cancelEdit }));
    expect(screen.getByText('2 books selected')).toBeTruthy();
    expect(container.querySelector('[data-book-id="b1"] [data-part="visibility-badge"]')?.textContent).toBe(en.visibility.badge.private);
  }, 20_000);

  it('public scope: lists and searches the public library, edits only the viewer\'s own books, selects nothing', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/api/books/public`, ({ request }) => {
        seen.push(`public${new URL(request.url).search}`);
        return HttpResponse.json({ items: [book('b1', 'Mine', { visibility: 'public' }), book('b2', 'Theirs', { owner_id: 'someone', visibility: 'public' })], page: 1, per_page: 20, total: 2 });
      }),
      http.get(`${BASE}/api/books/search`, ({ request }) => {
        seen.push(`search${new URL(request.url).search}`);
        return HttpResponse.json({ items: [], page: 1, per_page: 20, total: 0 });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookList scope="public" />, { stores: signedIn('me') });
    expect(await screen.findByRole('heading', { name: en.publicLibrary.title })).toBeTruthy();
    await screen.findByRole('link', { name: 'Theirs' });
    expect(screen.getByRole('button', { name: 'Edit Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Theirs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Theirs' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByLabelText(en.visibility.filter)).toBeNull();
    await searchFor(user, 'sea');
    await waitFor(() => expect(seen).toEqual(['public?page=1&per_page=20', 'search?keyword=sea&page=1&per_page=20&scope=public']));
  }, 15_000);

  it.each([
    ['PUBLIC_LIBRARY_OFF', 404, en.publicLibrary.off],
    ['UNAUTHORIZED', 401, en.publicLibrary.signIn],
  ] as const)('public scope: a %s refusal is worded for the reader, with no retry', async (code, status, words) => {
    server.use(http.get(`${BASE}/api/books/public`, () => HttpResponse.json({ code, msg: 'no' }, { status })));
    renderWithProvider(<BookList scope="public" />);
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    expect(screen.queryByRole('button', { name: en.list.retry })).toBeNull();
  }, 15_000);
});
