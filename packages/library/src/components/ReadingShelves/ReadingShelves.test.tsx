import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en-US/library.json';
import { ReadingShelves } from './ReadingShelves';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const book = (id: string, title: string, type = 'pdf') => ({ id, title, author: '', type, complete: true, cover_url: `/api/books/${id}/cover` });

describe('ReadingShelves', () => {
  it('shows continue reading with progress and lazy covers, and popular with readers', async () => {
    server.use(
      http.get(`${BASE}/api/reading/continue`, () =>
        HttpResponse.json({ items: [{ book: book('b1', 'Dune'), progress: { percentage: 0.426, finished: false, updated_at: '2026-11-01T10:00:00Z' } }] }),
      ),
      http.get(`${BASE}/api/reading/popular`, () => HttpResponse.json({ items: [{ book: book('b2', 'Solaris', 'audio'), readers: 3 }] })),
    );
    renderWithProvider(<ReadingShelves />);
    const shelf = await screen.findByRole('list', { name: en.shelves.continue });
    expect(within(shelf).getByRole('progressbar', { name: 'Progress in Dune' }).getAttribute('aria-valuenow')).toBe('43');
    expect(within(shelf).getByRole('link', { name: 'Dune' }).getAttribute('href')).toBe('/book/pdf/b1');
    const cover = shelf.querySelector('img')!;
    expect(cover.getAttribute('loading')).toBe('lazy');
    expect(cover.getAttribute('src')).toBe(`${BASE}/api/books/b1/cover`);
    const popular = await screen.findByRole('list', { name: en.shelves.popular });
    expect(within(popular).getByText('3 readers')).toBeTruthy();
    expect(within(popular).getByRole('link', { name: 'Solaris' }).getAttribute('href')).toBe('/book/audio/b2');
  });

  it('says when a shelf is empty and lets the reader retry a shelf that failed', async () => {
    let failing = true;
    server.use(
      http.get(`${BASE}/api/reading/continue`, () => HttpResponse.json({ items: [] })),
      http.get(`${BASE}/api/reading/popular`, () =>
        failing ? HttpResponse.json({ code: 'RATE_LIMITED', msg: 'slow down' }, { status: 429 }) : HttpResponse.json({ items: [{ book: book('b2', 'Solaris'), readers: 1 }] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProvider(<ReadingShelves />);
    expect(await screen.findByText(en.shelves.emptyContinue)).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.errors.RATE_LIMITED);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: en.list.retry }));
    expect(await screen.findByText('1 reader')).toBeTruthy();
  });

  it('splits the history into books being read and finished', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/api/reading/history`, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status')!;
        asked.push(status);
        const items = status === 'finished' ? [{ book: book('b3', 'Done Book'), progress: { percentage: 1, finished: true, updated_at: '2026-11-01T10:00:00Z' } }] : [];
        return HttpResponse.json({ items });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider(<ReadingShelves sections={['history']} />);
    expect(await screen.findByText(en.shelves.emptyReading)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: en.shelves.finishedTab }));
    expect(await screen.findByRole('link', { name: 'Done Book' })).toBeTruthy();
    expect(asked).toEqual(['reading', 'finished']);
  });
});
