import { createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import iconv from 'iconv-lite';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-US/readers.json';
import { BookReader } from './BookReader';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOVEL = ['第一章 初到长安', '　　少年走进城门。', '第二章 风起', '　　大风吹过街道。', '第三章 夜宴', '　　灯火通明。'].join('\n');

function serveBook({ bytes = new Uint8Array(iconv.encode(NOVEL, 'gbk')), progress }: { bytes?: Uint8Array; progress?: { locator: string } | 'none' } = {}) {
  const saved: unknown[] = [];
  server.use(
    http.get(`${BASE}/api/books/b1`, () =>
      HttpResponse.json({ id: 'b1', title: '长安夜话', type: 'txt', files: [{ file_index: 0, url: '/api/books/b1/files/0' }] }),
    ),
    http.get(`${BASE}/api/books/b1/files/0`, () => HttpResponse.arrayBuffer(bytes.slice().buffer, { headers: { 'content-type': 'text/plain' } })),
    http.get(`${BASE}/api/reading/history/b1`, () =>
      progress && progress !== 'none'
        ? HttpResponse.json({ book_id: 'b1', format: 'txt', file_index: 0, locator: progress.locator, percentage: 0.5 })
        : HttpResponse.json({ code: 'NOT_FOUND', msg: 'none' }, { status: 404 }),
    ),
    http.post(`${BASE}/api/reading/progress/b1`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  return saved;
}

function loggedIn() {
  const stores = createStores(createStorage({ backend: null }));
  stores.user.updateUserInfo({ token: 'tok' });
  return stores;
}

// The first open waits for the engine chunk to load (cold in a fresh test worker).
const chapterHeading = () => screen.findByRole('heading', { level: 2 });

describe('BookReader (txt)', () => {
  it("tells the host the book's title once it is known, for the page title", async () => {
    serveBook();
    const titles: string[] = [];
    renderWithProvider(<BookReader bookId="b1" onTitleChange={(title) => titles.push(title)} />);
    await chapterHeading();
    expect(titles).toEqual(['长安夜话']);
  });

  it("shows the host's own controls in the reader's toolbar, after Back", async () => {
    serveBook();
    const kept: string[] = [];
    renderWithProvider(<BookReader bookId="b1" onBack={() => undefined} toolbarActions={<button type="button" onClick={() => kept.push('b1')}>Keep offline</button>} />);
    await chapterHeading();
    const back = screen.getByRole('button', { name: en.reader.back });
    const keep = screen.getByRole('button', { name: 'Keep offline' });
    expect(back.compareDocumentPosition(keep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(keep);
    expect(kept).toEqual(['b1']);
  });

  it('opens a GBK novel, lists its chapters and moves to the next one', async () => {
    serveBook();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    expect(await chapterHeading()).toHaveProperty('textContent', '第一章 初到长安');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('长安夜话');
    expect(screen.getByText('少年走进城门。')).toBeTruthy();
    expect(screen.getByText(/Chapter 1 of 3/)).toBeTruthy();
    // The chapter's seven characters take well under a minute: the line rounds up.
    expect(screen.getByText(/0% read · 1 min left in chapter/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: en.txt.next }));
    expect((await chapterHeading()).textContent).toBe('第二章 风起');
    expect(screen.getByText('大风吹过街道。')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: en.txt.contents }));
    const list = await screen.findByRole('list', { name: en.txt.chapters });
    const titles = within(list).getAllByRole('button').map((b) => b.textContent);
    expect(titles).toEqual(['第一章 初到长安', '第二章 风起', '第三章 夜宴']);
    await user.click(within(list).getByRole('button', { name: '第三章 夜宴' }));
    expect((await chapterHeading()).textContent).toBe('第三章 夜宴');
    expect(screen.getByRole('button', { name: en.txt.next })).toHaveProperty('disabled', true);
  });

  it('moves between chapters with the keyboard', async () => {
    serveBook();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    await chapterHeading();
    await user.keyboard('{ArrowRight}');
    expect((await chapterHeading()).textContent).toBe('第二章 风起');
    await user.keyboard('{End}');
    expect((await chapterHeading()).textContent).toBe('第三章 夜宴');
    await user.keyboard('{Home}');
    expect((await chapterHeading()).textContent).toBe('第一章 初到长安');
  });

  it('decodes again with the encoding the reader picks', async () => {
    serveBook();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    await chapterHeading();
    await user.click(screen.getByRole('button', { name: en.txt.settings }));
    const select = await screen.findByLabelText(en.txt.encoding);
    expect(within(select).getByRole('option', { name: 'Automatic (GB18030 (GBK))' })).toBeTruthy();
    await user.selectOptions(select, 'big5');
    await waitFor(() => expect(screen.queryByText('少年走进城门。')).toBeNull());
    await user.selectOptions(screen.getByLabelText(en.txt.encoding), 'auto');
    await waitFor(() => expect(screen.getByText('少年走进城门。')).toBeTruthy());
  });

  it('restores the place stored on the server and saves progress there', async () => {
    const saved = serveBook({ progress: { locator: '1:0' } });
    const view = renderWithProvider(<BookReader bookId="b1" />, { stores: loggedIn() });
    expect((await chapterHeading()).textContent).toBe('第二章 风起');
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ format: 'txt', locator: '1:0', file_index: 0 })]));
    view.unmount();
  });

  it('ignores a corrupt stored locator and opens at the start', async () => {
    const saved = serveBook({ progress: { locator: 'chapter-two' } });
    const view = renderWithProvider(<BookReader bookId="b1" />, { stores: loggedIn() });
    expect((await chapterHeading()).textContent).toBe('第一章 初到长安');
    view.unmount();
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ locator: '0:0' })]));
  });

  it('remembers an anonymous reader’s place in local storage', async () => {
    serveBook();
    const backend = new Map<string, string>();
    const storage = { getItem: (k: string) => backend.get(k) ?? null, setItem: (k: string, v: string) => void backend.set(k, v), removeItem: (k: string) => void backend.delete(k) };
    const config = { ...testConfig, storage: { backend: storage } };
    const user = userEvent.setup();
    const first = renderWithProvider(<BookReader bookId="b1" />, { config });
    await chapterHeading();
    await user.click(screen.getByRole('button', { name: en.txt.next }));
    await user.click(screen.getByRole('button', { name: en.txt.next }));
    expect((await chapterHeading()).textContent).toBe('第三章 夜宴');
    first.unmount();
    renderWithProvider(<BookReader bookId="b1" />, { config });
    expect((await chapterHeading()).textContent).toBe('第三章 夜宴');
  });

  it('explains a missing book in words and loads again on retry', async () => {
    server.use(http.get(`${BASE}/api/books/b1`, () => HttpResponse.json({ code: 'NOT_FOUND', msg: 'Book not found' }, { status: 404 })));
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    expect(await screen.findByText(en.reader.errors.NOT_FOUND)).toBeTruthy();
    serveBook();
    await user.click(screen.getByRole('button', { name: en.reader.retry }));
    expect((await chapterHeading()).textContent).toBe('第一章 初到长安');
  });

  it('reads a standalone Blob without the library', async () => {
    renderWithProvider(<BookReader source={{ blob: new Blob(['Chapter 1\nHello there.\nChapter 2\nGoodbye.']), title: 'Notes', format: 'txt' }} />);
    expect((await chapterHeading()).textContent).toBe('Chapter 1');
    expect(screen.getByText('Hello there.')).toBeTruthy();
  });
});

describe('BookReader immersive reading (txt)', () => {
  const region = () => screen.getByRole('region', { name: /长安夜话/ });
  const toolbarShown = () => screen.queryByRole('button', { name: en.txt.contents }) !== null;

  it('takes the title and toolbars away when the reader reads on, and brings them back on a mouse move or another key', async () => {
    serveBook();
    const user = userEvent.setup();
    const told: boolean[] = [];
    renderWithProvider(<BookReader bookId="b1" onChromeChange={(shown) => told.push(shown)} />);
    const page = await screen.findByRole('article');
    expect(toolbarShown()).toBe(true);

    fireEvent.wheel(page, { deltaY: 120 });
    await waitFor(() => expect(region().dataset['chrome']).toBe('hidden'));
    expect(toolbarShown()).toBe(false);
    // The title leaves the screen but stays the page's heading for screen readers.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('长安夜话');
    expect(screen.queryByRole('button', { name: en.txt.next })).toBeNull();

    fireEvent.mouseMove(page, { movementX: 4, movementY: 0 });
    await waitFor(() => expect(toolbarShown()).toBe(true));

    page.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(toolbarShown()).toBe(false));
    await user.keyboard('{Tab}');
    await waitFor(() => expect(toolbarShown()).toBe(true));
    expect(told).toEqual([true, false, true, false, true]);
  });

  it('shows or hides the chrome on a tap in the middle of the page, and a tap at the right edge of the chapter’s end goes to the next chapter', async () => {
    serveBook();
    renderWithProvider(<BookReader bookId="b1" />);
    const page = await screen.findByRole('article');
    vi.spyOn(page, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 600));
    const tap = (x: number) => {
      fireEvent.pointerDown(page, { pointerType: 'touch', clientX: x, clientY: 300 });
      fireEvent.click(page, { clientX: x, clientY: 300 });
    };
    tap(150);
    await waitFor(() => expect(toolbarShown()).toBe(false));
    tap(150);
    await waitFor(() => expect(toolbarShown()).toBe(true));
    // A mouse click selects text on a desktop; it turns nothing.
    fireEvent.pointerDown(page, { pointerType: 'mouse', clientX: 290 });
    fireEvent.click(page, { clientX: 290 });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第一章 初到长安');
    // jsdom lays nothing out, so the short chapter is at its end: the right edge goes on.
    tap(290);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第二章 风起'));
    tap(10);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第一章 初到长安'));
  });

  it('keeps the chrome on screen with immersive={false}', async () => {
    serveBook();
    renderWithProvider(<BookReader bookId="b1" immersive={false} />);
    const page = await screen.findByRole('article');
    fireEvent.wheel(page, { deltaY: 120 });
    fireEvent.keyDown(page, { key: 'PageDown' });
    expect(region().dataset['chrome']).toBe('shown');
    expect(toolbarShown()).toBe(true);
  });
});

describe('BookReader refusals of a private book', () => {
  const refuse = (code: string) => HttpResponse.json({ code, msg: code }, { status: 403 });

  it('tells a guest the book is private and that signing in as its owner may help, with the host’s sign-in action', async () => {
    server.use(http.get(`${BASE}/api/books/b1`, () => refuse('BOOK_PRIVATE')));
    renderWithProvider(<BookReader bookId="b1" errorAction={(code) => (code === 'BOOK_PRIVATE' ? <a href="/login">Sign in</a> : null)} />);
    expect(await screen.findByText(en.reader.privateForGuest)).toBeTruthy();
    expect(screen.queryByText(en.reader.errors.FORBIDDEN)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('tells a signed-in reader who is not the owner that only the owner can open it', async () => {
    server.use(http.get(`${BASE}/api/books/b1`, () => refuse('BOOK_PRIVATE')));
    renderWithProvider(<BookReader bookId="b1" />, { stores: loggedIn() });
    expect(await screen.findByText(en.reader.errors.BOOK_PRIVATE)).toBeTruthy();
    expect(screen.queryByText(en.reader.privateForGuest)).toBeNull();
  });

  it('says an expired address expired, and Retry fetches the book again for new addresses', async () => {
    let signature = 'old';
    const fileRequests: string[] = [];
    server.use(
      http.get(`${BASE}/api/books/b1`, () =>
        HttpResponse.json({
          id: 'b1',
          title: '长安夜话',
          type: 'txt',
          visibility: 'private',
          urls_expire_at: '2099-01-01T00:00:00Z',
          files: [{ file_index: 0, url: `/api/books/b1/files/0?exp=1&sig=${signature}` }],
        }),
      ),
      http.get(`${BASE}/api/books/b1/files/0`, ({ request }) => {
        fileRequests.push(new URL(request.url).searchParams.get('sig') ?? '');
        return new URL(request.url).searchParams.get('sig') === 'new'
          ? HttpResponse.arrayBuffer(new Uint8Array(iconv.encode(NOVEL, 'gbk')).buffer)
          : refuse('LINK_EXPIRED');
      }),
      http.get(`${BASE}/api/reading/history/b1`, () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    expect(await screen.findByText(en.reader.errors.LINK_EXPIRED)).toBeTruthy();
    signature = 'new';
    await user.click(screen.getByRole('button', { name: en.reader.retry }));
    expect((await chapterHeading()).textContent).toBe('第一章 初到长安');
    expect(fileRequests).toEqual(['old', 'new']);
  });
});
