import { createStores, createStorage } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import iconv from 'iconv-lite';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-US/readers.json';
import { BookReader } from '../BookReader/BookReader';
import { REMOTE_IMAGE_PLACEHOLDER } from '../../frame/remoteImagePlaceholder';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CHAPTERS = [
  '<html><head><title>第一章 初到长安</title></head><body><p>少年走进城门。</p><script>parent.pwned = 1</script><a href="02.html">下一章</a></body></html>',
  '<html><head><meta charset="gbk"><title>第二章 风起</title></head><body><p>大风吹过街道。</p></body></html>',
];

/** An image file of the book, listed after the chapters (as the uploader sends them). */
interface ImageFile {
  path: string;
  order?: number;
}

function serveNovel({ stored, chapters = CHAPTERS, images = [] }: { stored?: string; chapters?: readonly string[]; images?: readonly ImageFile[] } = {}) {
  const saved: Array<Record<string, unknown>> = [];
  const chapterFiles = chapters.map((_, i) => ({
    id: `f${i}`,
    book_id: 'b1',
    file_index: i,
    order: i,
    file_path: `长安/0${i + 1}.html`,
    name: `0${i + 1}.html`,
    mime: 'text/html',
    size_bytes: 100,
    url: `/api/books/b1/files/${i}`,
  }));
  const imageFiles = images.map((image, i) => {
    const index = chapters.length + i;
    const name = image.path.split('/').pop() ?? image.path;
    return { id: `f${index}`, book_id: 'b1', file_index: index, order: image.order ?? index, file_path: image.path, name, mime: 'image/png', size_bytes: 67, url: `/api/books/b1/files/${index}` };
  });
  const files = [...chapterFiles, ...imageFiles];
  server.use(
    http.get(`${BASE}/api/books/b1`, () => HttpResponse.json({ id: 'b1', title: '长安夜话', author: '佚名', type: 'html', files })),
    // The second chapter is GBK, as its meta says: old Chinese HTML novels come like that.
    http.get(`${BASE}/api/books/b1/files/:n`, ({ params }) => {
      const n = Number(params['n']);
      const bytes = n === 1 && chapters === CHAPTERS ? iconv.encode(CHAPTERS[1] ?? '', 'gbk') : Buffer.from(chapters[n] ?? '', 'utf8');
      return HttpResponse.arrayBuffer(new Uint8Array(bytes).buffer, { headers: { 'content-type': 'text/html' } });
    }),
    http.get(`${BASE}/api/reading/history/b1`, () =>
      stored ? HttpResponse.json({ book_id: 'b1', format: 'html', file_index: 1, locator: stored, percentage: 0.5 }) : HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 }),
    ),
    http.post(`${BASE}/api/reading/progress/b1`, async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
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

/** Frames jsdom has fired `load` at: 'load' does not bubble, but it passes the document on capture. */
const loaded = new WeakSet<EventTarget>();
beforeAll(() => document.addEventListener('load', (event) => event.target && loaded.add(event.target), true));

const frame = async () => {
  await waitFor(() => expect(document.querySelector('iframe')).toBeTruthy());
  return document.querySelector('iframe') as HTMLIFrameElement;
};

describe('BookReader (html)', () => {
  it('shows the chapter sanitized in a frame that may not run scripts, and moves between chapters', async () => {
    serveNovel();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    const el = await frame();
    expect(el.getAttribute('sandbox')).toBe('allow-same-origin');
    const doc = el.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('<p>少年走进城门。</p>');
    expect(doc).not.toMatch(/<script|pwned/);
    expect(doc).toContain("default-src 'none'");
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第一章 初到长安');
    expect(screen.getByText(/Chapter 1 of 2/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: en.txt.next }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第二章 风起'));
    expect(document.querySelector('iframe')?.getAttribute('srcdoc')).toContain('大风吹过街道。');
    expect(screen.getByRole('button', { name: en.txt.next })).toHaveProperty('disabled', true);

    const slider = screen.getByRole('slider', { name: en.progress.label });
    expect(slider.getAttribute('aria-valuetext')).toBe('Chapter 2 of 2 · 02');
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第一章 初到长安'));
  }, 20_000);

  it('opens at the stored chapter and saves "file:fraction" with the file index', async () => {
    const saved = serveNovel({ stored: '1:0.5' });
    const view = renderWithProvider(<BookReader bookId="b1" />, { stores: loggedIn() });
    await frame();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第二章 风起'));
    view.unmount();
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ format: 'html', file_index: 1 }));
    expect(String(saved.at(-1)?.['locator'])).toMatch(/^1:/);
  });

  it('leaves the book’s images out of the chapters and shows them from the book’s own files', async () => {
    const saved = serveNovel({
      stored: '1:0.5',
      chapters: [
        '<html><head><title>第一章</title></head><body><p>一。</p></body></html>',
        '<html><head><title>第二章 地图</title></head><body><p>图在此。</p><img src="images/map.png" alt="地图"><img src="../map.png" alt="外"><img src="https://tracker.test/p.png" alt="追踪"></body></html>',
      ],
      // One image sorts before every chapter: it still is no chapter.
      images: [{ path: '长安/images/map.png', order: -1 }, { path: '长安/images/扉页.png' }],
    });
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />, { stores: loggedIn() });
    // The stored "1:0.5" names file 1, which is still the second chapter.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第二章 地图'));
    expect(screen.getByText(/Chapter 2 of 2/)).toBeTruthy();
    expect(screen.getByText(/· 1 min left in chapter/)).toBeTruthy();
    const { doc } = await loadFrame();
    expect([...doc.images].map((img) => [img.alt, img.getAttribute('src')])).toEqual([
      ['地图', `${BASE}/api/books/b1/files/2`],
      ['外', null],
      // An image on the internet: a placeholder named in the reader's language, never the address.
      [en.frame.remoteImageNamed.replace('{{alt}}', '追踪'), REMOTE_IMAGE_PLACEHOLDER],
    ]);
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain(`img-src data: ${new URL(BASE).origin};`);

    await user.click(screen.getByRole('button', { name: en.txt.contents }));
    const list = await screen.findByRole('list', { name: en.txt.chapters });
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['01', '02']);
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ format: 'html', file_index: 1 }));
    expect(saved.at(-1)?.['percentage']).toBeGreaterThanOrEqual(0.5);
  }, 20_000);

  it('of a private book, loads later chapters and the images on screen from the renewed addresses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let signature = 'first';
      let bookRequests = 0;
      const fileRequests: string[] = [];
      const chapters = [
        '<html><head><title>第一章 地图</title></head><body><p>图在此。</p><img src="images/map.png" alt="地图"></body></html>',
        '<html><head><title>第二章 风起</title></head><body><p>大风吹过街道。</p></body></html>',
      ];
      const entry = (i: number, path: string, mime: string) => ({ id: `f${i}`, book_id: 'b1', file_index: i, order: i, file_path: path, name: path, mime, size_bytes: 1, url: `/api/books/b1/files/${i}?exp=1&sig=${signature}` });
      server.use(
        http.get(`${BASE}/api/books/b1`, () => {
          bookRequests += 1;
          const files = [entry(0, '01.html', 'text/html'), entry(1, '02.html', 'text/html'), entry(2, 'images/map.png', 'image/png')];
          return HttpResponse.json({ id: 'b1', title: '长安夜话', type: 'html', visibility: 'private', urls_expire_at: new Date(Date.now() + 30 * 60_000).toISOString(), files });
        }),
        http.get(`${BASE}/api/books/b1/files/:n`, ({ params, request }) => {
          fileRequests.push(`${String(params['n'])}:${new URL(request.url).searchParams.get('sig')}`);
          return HttpResponse.arrayBuffer(new Uint8Array(Buffer.from(chapters[Number(params['n'])] ?? '', 'utf8')).buffer, { headers: { 'content-type': 'text/html' } });
        }),
        http.get(`${BASE}/api/reading/history/b1`, () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })),
      );
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      renderWithProvider(<BookReader bookId="b1" />);
      await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第一章 地图'));
      const { doc } = await loadFrame();
      expect(doc.images[0]?.getAttribute('src')).toBe(`${BASE}/api/books/b1/files/2?exp=1&sig=first`);

      signature = 'second';
      await act(() => vi.advanceTimersByTimeAsync(25 * 60_000));
      await waitFor(() => expect(bookRequests).toBe(2));
      // The lazy image not yet scrolled to would otherwise load from an address that has expired.
      await waitFor(() => expect(doc.images[0]?.getAttribute('src')).toBe(`${BASE}/api/books/b1/files/2?exp=1&sig=second`));

      await user.click(screen.getByRole('button', { name: en.txt.next }));
      await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第二章 风起'));
      expect(fileRequests).toEqual(['0:first', '1:second']);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('explains a chapter that cannot be loaded and loads it again on retry', async () => {
    serveNovel();
    server.use(http.get(`${BASE}/api/books/b1/files/0`, () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 }), { once: true }));
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    expect(await screen.findByText(en.reader.errors.NOT_FOUND)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.reader.retry }));
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('srcdoc')).toContain('少年走进城门。'));
  });

  /**
   * jsdom does not load `srcdoc`, so the test writes the frame's document the way the browser would
   * and fires `load`; the reader then works on it from outside, as it does in Chromium.
   */
  async function loadFrame() {
    const el = await frame();
    // jsdom loads about:blank into the frame first; written before that load has fired, the
    // document would get jsdom's load event on top of the one below.
    await waitFor(() => expect(loaded.has(el)).toBe(true));
    const doc = el.contentDocument as Document;
    doc.open();
    doc.write(el.getAttribute('srcdoc') ?? '');
    doc.close();
    const scrolled: string[] = [];
    const view = el.contentWindow as unknown as { Element: typeof Element };
    view.Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id || this.textContent || '');
    });
    el.dispatchEvent(new Event('load'));
    return { doc, scrolled };
  }

  it('lists a single-file book’s headings as its contents and scrolls the frame to the one picked', async () => {
    serveNovel({
      chapters: ['<html><body><h1>卷一 长安</h1><p>序。</p><h2>第一章 初到</h2><p>少年进城。</p><h3>一、城门</h3><p>门很高。</p><h2>第二章 夜雨</h2><p>雨。</p></body></html>'],
    });
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    const { scrolled } = await loadFrame();
    await user.click(screen.getByRole('button', { name: en.txt.contents }));
    const list = await screen.findByRole('list', { name: en.txt.chapters });
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['卷一 长安', '第一章 初到', '一、城门', '第二章 夜雨']);
    await user.click(screen.getByRole('button', { name: '第二章 夜雨' }));
    await waitFor(() => expect(scrolled).toEqual(['atelier-h-3']));
    expect(screen.queryByRole('list', { name: en.txt.chapters })).toBeNull();
    expect(document.querySelector('iframe')?.getAttribute('srcdoc')).toContain('<h2 id="atelier-h-3">第二章 夜雨</h2>');
    expect(screen.getByText(/Chapter 1 of 1/)).toBeTruthy();
  }, 20_000);

  it('searches every chapter, then opens the hit’s chapter with the match highlighted', async () => {
    serveNovel();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    await loadFrame();
    await user.click(screen.getByRole('button', { name: en.book.search }));
    await user.type(screen.getByRole('searchbox', { name: en.book.searchLabel }), '大风{Enter}');
    const results = await screen.findByRole('list', { name: en.book.searchResultsLabel });
    expect(screen.getByText(en.book.searchResults.replace('{{query}}', '大风').replace('{{count}}', '1'))).toBeTruthy();
    const hit = within(results).getByRole('button');
    expect(hit.textContent).toBe('02 · 大风吹过街道。');
    await user.click(hit);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('第二章 风起'));
    const { doc, scrolled } = await loadFrame();
    await waitFor(() => expect(doc.querySelector('mark')?.textContent).toBe('大风'));
    expect(scrolled).toEqual(['大风']);
  }, 20_000);

  it('finds nothing for a word the book does not have, and says so', async () => {
    serveNovel();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    await frame();
    await user.click(screen.getByRole('button', { name: en.book.search }));
    await user.type(screen.getByRole('searchbox', { name: en.book.searchLabel }), '月亮{Enter}');
    expect(await screen.findByText(en.book.searchResults.replace('{{query}}', '月亮').replace('{{count}}', '0'))).toBeTruthy();
  });

  it('still lists the hits it found when a chapter cannot be loaded for the search, and says one is missing', async () => {
    serveNovel();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    await frame();
    server.use(http.get(`${BASE}/api/books/b1/files/1`, () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })));
    await user.click(screen.getByRole('button', { name: en.book.search }));
    await user.type(screen.getByRole('searchbox', { name: en.book.searchLabel }), '城门{Enter}');
    const results = await screen.findByRole('list', { name: en.book.searchResultsLabel });
    expect(within(results).getByRole('button').textContent).toBe('01 · 少年走进城门。下一章');
    expect(screen.getByText(new RegExp(en.htmlReader.searchSkipped_one))).toBeTruthy();
  });
});
