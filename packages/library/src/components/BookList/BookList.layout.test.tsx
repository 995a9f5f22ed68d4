import { createStorage, createStores, type StorageLike } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en-US/library.json';
import { fixtureBook as book } from '../../testing/fixtureBook';
import { BookList } from './BookList';

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

/** One browser's localStorage, shared by every mount in a test. */
function browserStorage(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

function listBooks() {
  server.use(http.get(`${BASE}/api/books`, () => HttpResponse.json({ items: [book('b1', 'Mine'), book('b2', '三体', { author: '刘慈欣' })], page: 1, per_page: 20, total: 2 })));
}

const layoutOf = async () => (await screen.findByRole('list', { name: en.books.title })).getAttribute('data-layout');
const toggle = (name: string) => within(screen.getByRole('group', { name: en.shelf.layout.label })).getByRole('button', { name });

describe('BookList layout', () => {
  it('starts as a grid of covers and switches to the list and back with the toolbar toggle', async () => {
    listBooks();
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    expect(await layoutOf()).toBe('grid');
    expect(toggle(en.shelf.layout.grid).getAttribute('aria-pressed')).toBe('true');
    expect(toggle(en.shelf.layout.list).getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelectorAll('[data-part="generated-cover"]')).toHaveLength(2);

    await user.click(toggle(en.shelf.layout.list));
    expect(await layoutOf()).toBe('list');
    expect(toggle(en.shelf.layout.list).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Edit Mine' }).textContent).toBe(en.books.edit);

    await user.click(toggle(en.shelf.layout.grid));
    expect(await layoutOf()).toBe('grid');
  }, 15_000);

  it('loads as grey covers in the grid', async () => {
    listBooks();
    const { container } = renderWithProvider(<BookList />, { stores: signedIn('me') });
    expect(container.querySelectorAll('[aria-busy="true"] [data-part="cover-grid-skeleton"] [data-part="skeleton"][data-variant="block"]')).toHaveLength(6);
    expect(await layoutOf()).toBe('grid');
    expect(container.querySelector('[data-part="cover-grid-skeleton"]')).toBeNull();
  });

  it('remembers the choice for the same user across a remount, and not for another user', async () => {
    listBooks();
    const user = userEvent.setup();
    const config = { ...testConfig, storage: { backend: browserStorage() } };
    const first = renderWithProvider(<BookList />, { config, stores: signedIn('alice') });
    await user.click(await screen.findByRole('button', { name: en.shelf.layout.list }));
    expect(await layoutOf()).toBe('list');
    first.unmount();

    const again = renderWithProvider(<BookList />, { config, stores: signedIn('alice') });
    expect(await layoutOf()).toBe('list');
    again.unmount();

    renderWithProvider(<BookList />, { config, stores: signedIn('bob') });
    expect(await layoutOf()).toBe('grid');
  }, 15_000);

  it('draws a progress bar only for a book the reader’s history knows, and asks for no history in the list', async () => {
    listBooks();
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/api/reading/history`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: [{ book: book('b2', '三体'), progress: { book_id: 'b2', percentage: 0.374, finished: false } }] });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    const bar = await screen.findByRole('progressbar', { name: en.shelves.progressOf.replace('{{title}}', '三体') });
    expect(bar.getAttribute('aria-valuenow')).toBe('37');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(asked).toEqual(['?limit=100']);

    await user.click(toggle(en.shelf.layout.list));
    expect(await layoutOf()).toBe('list');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(asked).toHaveLength(1);
  }, 15_000);

  it('lets a keyboard user reach and use a grid card’s actions with Tab', async () => {
    listBooks();
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    const link = await screen.findByRole('link', { name: 'Mine' });
    link.focus();
    const reached: string[] = [];
    for (let i = 0; i < 5 && document.activeElement?.getAttribute('aria-label') !== 'Delete Mine'; i += 1) {
      await user.tab();
      reached.push(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    }
    expect(reached).toContain(en.bulk.select.replace('{{title}}', 'Mine'));
    expect(reached).toContain('Edit Mine');
    expect(reached.at(-1)).toBe('Delete Mine');
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  }, 15_000);

  it('opens a grid card’s actions with its "more" button, for touch screens without hover', async () => {
    listBooks();
    const user = userEvent.setup();
    renderWithProvider(<BookList />, { stores: signedIn('me') });
    const more = await screen.findByRole('button', { name: en.shelf.moreNamed.replace('{{title}}', 'Mine') });
    const actions = document.getElementById(more.getAttribute('aria-controls') ?? '')!;
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(actions.getAttribute('data-state')).toBe('closed');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(actions.getAttribute('data-state')).toBe('open');
    expect(within(actions).getByRole('button', { name: 'Delete Mine' })).toBeTruthy();
  }, 15_000);
});
