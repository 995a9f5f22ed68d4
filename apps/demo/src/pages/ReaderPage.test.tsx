import { createServices, createStorage, createStores, validateConfig } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en-US/demo.json';
import { startEarlyBook } from '../boot/earlyBook';
import { createBookRecordLoader } from '../routing/bookRecordLoader';
import ReaderPage from './ReaderPage';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function openPrivateBook(signedIn: boolean) {
  server.use(http.get(`${BASE}/api/books/b1`, () => HttpResponse.json({ code: 'BOOK_PRIVATE', msg: 'private' }, { status: 403 })));
  const stores = createStores(createStorage({ backend: null }));
  if (signedIn) stores.user.updateUserInfo({ token: 'tok' });
  const router = createMemoryRouter([{ path: '/book/:format/:bookId', Component: ReaderPage }], { initialEntries: ['/book/pdf/b1?from=qr'] });
  renderWithProvider(<RouterProvider router={router} />, { stores });
}

describe('ReaderPage', () => {
  it('offers a guest refused a private book to sign in and come back to it', async () => {
    openPrivateBook(false);
    const link = await screen.findByRole('link', { name: en.nav.login });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/book/pdf/b1?from=qr')}`);
  });

  it('offers no sign-in to someone already signed in', async () => {
    openPrivateBook(true);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.nav.login })).toBeNull();
  });

  function serveTxtBook(firstAnswer?: number) {
    const calls = { asked: 0 };
    const text = '第一章 开端\n天色渐渐暗了下来。\n';
    server.use(
      http.get(`${BASE}/api/books/b1`, () => {
        calls.asked += 1;
        if (firstAnswer && calls.asked === 1) return HttpResponse.json({ code: 'UNAUTHORIZED', msg: 'expired' }, { status: firstAnswer });
        const file = { file_index: 0, order: 0, name: 'a.txt', url: `${BASE}/api/books/b1/files/0`, mime: 'text/plain', size_bytes: 64 };
        return HttpResponse.json({ id: 'b1', title: '长路', author: '', type: 'txt', files: [file] });
      }),
      http.get(`${BASE}/api/books/b1/files/0`, () => new HttpResponse(new TextEncoder().encode(text), { headers: { 'Content-Type': 'text/plain' } })),
      http.get(`${BASE}/api/reading/history/b1`, () => HttpResponse.json({ code: 'NOT_FOUND', msg: 'none' }, { status: 404 })),
    );
    return calls;
  }

  function openTxtBook(early?: ReturnType<typeof startEarlyBook>) {
    const services = createServices(validateConfig(testConfig));
    const loader = createBookRecordLoader(services, (bookId) => (early?.bookId === bookId ? early : null));
    const router = createMemoryRouter([{ path: '/book/:format/:bookId', loader, Component: ReaderPage }], { initialEntries: ['/book/txt/b1'] });
    renderWithProvider(<RouterProvider router={router} />);
  }

  it('opens the book with the record its route asked for, without asking again', async () => {
    const calls = serveTxtBook();
    openTxtBook();
    expect(await screen.findByText('天色渐渐暗了下来。')).toBeTruthy();
    expect(calls.asked).toBe(1);
  });

  it('opens the book with the record the boot script asked for as the page started', async () => {
    const calls = serveTxtBook();
    const early = startEarlyBook({ pathname: '/book/txt/b1', apiBase: BASE, apiEnv: 'test', token: () => null, fetch: globalThis.fetch });
    expect(calls.asked).toBe(0);
    openTxtBook(early ?? undefined);
    expect(await screen.findByText('天色渐渐暗了下来。')).toBeTruthy();
    expect(calls.asked).toBe(1);
  });

  it('asks again through the app when the boot script was refused (an expired session)', async () => {
    const calls = serveTxtBook(401);
    const early = startEarlyBook({ pathname: '/book/txt/b1', apiBase: BASE, apiEnv: 'test', token: () => 'old', fetch: globalThis.fetch });
    openTxtBook(early ?? undefined);
    expect(await screen.findByText('天色渐渐暗了下来。')).toBeTruthy();
    expect(calls.asked).toBe(2);
  });
});
