import { totalHeight } from '../pdf/pdfLayout';
import { createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePdfReader } from './usePdfReader';

// pdf.js itself needs a canvas-capable DOM; a 12-page A5 document is all this hook asks of it.
const opened = vi.hoisted(() => ({ params: [] as Array<Record<string, unknown>> }));
vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: { workerSrc: '' },
  PDFDataRangeTransport: class {
    received: number[] = [];
    constructor(readonly length: number) {}
    onDataRange(begin: number) {
      this.received.push(begin);
    }
  },
  PDFWorker: class {
    destroy() {}
  },
  getDocument: (params: Record<string, unknown>) => (opened.params.push(params), {
    promise: Promise.resolve({
      numPages: 12,
      getPage: async () => ({ view: [0, 0, 420, 595], rotate: 0 }),
      getOutline: async () => null,
      destroy: async () => undefined,
    }),
    destroy: async () => undefined,
  }),
  TextLayer: class {},
}));

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom lays nothing out: give the scroller a size and report it once observed.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    },
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BYTES = new Uint8Array([1]);

function Harness() {
  const { scrollerRef, layout, doc, page } = usePdfReader({ bytes: BYTES, url: null, bookId: 'p1', progressKey: 'p1', host: undefined });
  return (
    <div ref={scrollerRef} style={{ overflow: 'auto' }}>
      <div style={{ height: totalHeight(layout) }} />
      <output aria-label="page">{doc ? page : ''}</output>
    </div>
  );
}

describe('usePdfReader progress', () => {
  it('opens at the page stored on the server and never reports page 1 on the way there', async () => {
    const saved: { locator: string }[] = [];
    server.use(
      http.get(`${BASE}/api/reading/history/p1`, () =>
        HttpResponse.json({ book_id: 'p1', format: 'pdf', file_index: 0, locator: '4', percentage: 0.25, client_updated_at: '2026-03-01T10:00:00.000Z' }),
      ),
      http.post(`${BASE}/api/reading/progress/p1`, async ({ request }) => {
        saved.push((await request.json()) as { locator: string });
        return HttpResponse.json({});
      }),
    );
    const stores = createStores(createStorage({ backend: null }));
    stores.user.updateUserInfo({ token: 'tok' });
    const view = renderWithProvider(<Harness />, { stores });
    await waitFor(() => expect(screen.getByLabelText('page').textContent).toBe('4'));
    await waitFor(() => expect(saved.length).toBeGreaterThan(0));
    expect(saved.map((body) => body.locator)).toEqual(['4']);
    view.unmount();
  });
});

function UrlHarness({ url }: { url: string }) {
  const { scrollerRef, layout, doc } = usePdfReader({ bytes: null, url, bookId: 'p2', progressKey: 'p2', host: undefined });
  return (
    <div ref={scrollerRef}>
      <div style={{ height: totalHeight(layout) }} />
      <output aria-label="pages">{doc ? doc.pages : ''}</output>
    </div>
  );
}

describe('usePdfReader of a private book', () => {
  it('keeps the document open when the address is renewed, and reads later ranges from the new one', async () => {
    const size = 2 * 1024 * 1024;
    const signatures: string[] = [];
    server.use(
      http.get(`${BASE}/api/reading/history/p2`, () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })),
      http.get(`${BASE}/api/books/p2/files/0`, ({ request }) => {
        signatures.push(new URL(request.url).searchParams.get('sig') ?? '');
        const [, from = '0', to = '0'] = /bytes=(\d+)-(\d+)/.exec(request.headers.get('range') ?? '') ?? [];
        return new HttpResponse(new Uint8Array(Number(to) - Number(from) + 1), {
          status: 206,
          headers: { 'content-range': `bytes ${from}-${to}/${size}` },
        });
      }),
    );
    const before = opened.params.length;
    const view = renderWithProvider(<UrlHarness url="/api/books/p2/files/0?exp=1&sig=first" />);
    await waitFor(() => expect(screen.getByLabelText('pages').textContent).toBe('12'));
    view.rerender(<UrlHarness url="/api/books/p2/files/0?exp=2&sig=second" />);
    expect(screen.getByLabelText('pages').textContent).toBe('12');
    expect(opened.params.length).toBe(before + 1);

    const transport = opened.params.at(-1)?.['range'] as { requestDataRange(b: number, e: number): void; received: number[] };
    transport.requestDataRange(262_144, 524_288);
    await waitFor(() => expect(transport.received).toEqual([262_144]));
    expect(signatures).toEqual(['first', 'second']);
    view.unmount();
  });
});
