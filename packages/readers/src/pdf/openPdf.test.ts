import { describe, expect, it, vi } from 'vitest';

// pdf.js itself needs a browser; what matters here is what openPdf hands it and how its range
// transport answers pdf.js's requests.
const pdfjs = vi.hoisted(() => {
  class PDFDataRangeTransport {
    received: Array<{ begin: number; chunk: Uint8Array }> = [];
    constructor(
      readonly length: number,
      readonly initialData: Uint8Array,
    ) {}
    onDataRange(begin: number, chunk: Uint8Array) {
      this.received.push({ begin, chunk });
    }
    requestDataRange(_begin: number, _end: number) {
      throw new Error('abstract');
    }
    abort() {}
  }
  const params: Array<Record<string, unknown>> = [];
  const workers: Array<{ destroyed: boolean }> = [];
  const events: string[] = [];
  class PDFWorker {
    destroyed = false;
    constructor() {
      workers.push(this);
      events.push('worker');
    }
    destroy() {
      this.destroyed = true;
    }
  }
  const failing = { next: false };
  return {
    params,
    workers,
    events,
    failing,
    module: {
      GlobalWorkerOptions: { workerSrc: '' },
      PDFDataRangeTransport,
      PDFWorker,
      getDocument: (p: Record<string, unknown>) => {
        params.push(p);
        const fail = failing.next;
        failing.next = false;
        return {
          promise: fail
            ? Promise.reject(Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' }))
            : Promise.resolve({ numPages: 3, getPage: async () => ({ view: [0, 0, 420, 595], rotate: 0 }), destroy: async () => undefined }),
          destroy: async () => undefined,
        };
      },
      TextLayer: class {},
    },
  };
});
vi.mock('pdfjs-dist', () => pdfjs.module);

const { openPdf } = await import('./openPdf');

const FILE = Uint8Array.from({ length: 600 * 1024 }, (_, i) => i % 253);

describe('openPdf over a changing address', () => {
  it('opens by a range transport whose later ranges come from the renewed address', async () => {
    const requests: Array<{ url: string; range: string | null }> = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const range = new Headers(init?.headers).get('range') ?? '';
      requests.push({ url: String(input), range });
      const [, from = '0', to = '0'] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
      return new Response(FILE.slice(Number(from), Number(to) + 1), { status: 206, headers: { 'content-range': `bytes ${from}-${to}/${FILE.length}` } });
    }) as typeof globalThis.fetch;
    let address = 'https://books.example/api/books/b1/files/0?exp=1&sig=first';

    const doc = await openPdf({ url: () => address, fetch, assetsUrl: '/pdfjs/', workerSrc: '/pdfjs/pdf.worker.min.mjs' });
    expect(doc.pages).toBe(3);
    const params = pdfjs.params.at(-1) ?? {};
    expect(params['isEvalSupported']).toBe(false);
    expect(params['url']).toBeUndefined();
    const transport = params['range'] as InstanceType<typeof pdfjs.module.PDFDataRangeTransport>;
    expect(transport).toBeInstanceOf(pdfjs.module.PDFDataRangeTransport);
    expect(transport.length).toBe(FILE.length);
    expect(transport.initialData.length).toBe(256 * 1024);

    // An hour later the reader has renewed the address; pdf.js asks for the next pages' bytes.
    address = 'https://books.example/api/books/b1/files/0?exp=2&sig=second';
    transport.requestDataRange(262_144, 524_288);
    await vi.waitFor(() => expect(transport.received).toHaveLength(1));
    expect(requests.at(-1)).toEqual({ url: address, range: 'bytes=262144-524287' });
    expect(transport.received[0]?.begin).toBe(262_144);
    expect([...(transport.received[0]?.chunk.slice(0, 4) ?? [])]).toEqual([...FILE.slice(262_144, 262_148)]);
  });
});

describe("openPdf and pdf.js's worker", () => {
  const rangeFetch = (events: string[]) =>
    (async (_input: RequestInfo | URL, init?: RequestInit) => {
      events.push('range');
      const range = new Headers(init?.headers).get('range') ?? '';
      const [, from = '0', to = '0'] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
      return new Response(FILE.slice(Number(from), Number(to) + 1), { status: 206, headers: { 'content-range': `bytes ${from}-${to}/${FILE.length}` } });
    }) as typeof globalThis.fetch;

  it('starts the worker before the first Range request, hands it to pdf.js, and ends it when the document closes', async () => {
    pdfjs.events.length = 0;
    const doc = await openPdf({ url: () => 'https://books.example/f', fetch: rangeFetch(pdfjs.events), assetsUrl: '/pdfjs/', workerSrc: '/pdfjs/pdf.worker.min.mjs' });
    expect(pdfjs.events.slice(0, 2)).toEqual(['worker', 'range']);
    const worker = pdfjs.workers.at(-1);
    expect(pdfjs.params.at(-1)?.['worker']).toBe(worker);
    expect(worker?.destroyed).toBe(false);
    doc.destroy();
    await vi.waitFor(() => expect(worker?.destroyed).toBe(true));
  });

  it('ends the worker when the file is no PDF, or its first request fails', async () => {
    pdfjs.failing.next = true;
    await expect(openPdf({ data: FILE, assetsUrl: '/pdfjs/', workerSrc: '/pdfjs/pdf.worker.min.mjs' })).rejects.toMatchObject({ code: 'BAD_FILE' });
    const refused = pdfjs.workers.at(-1);
    await vi.waitFor(() => expect(refused?.destroyed).toBe(true));

    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    await expect(openPdf({ url: () => 'https://books.example/f', fetch: offline, assetsUrl: '/pdfjs/', workerSrc: '/pdfjs/pdf.worker.min.mjs' })).rejects.toThrow('Failed to fetch');
    expect(pdfjs.workers.at(-1)?.destroyed).toBe(true);
    expect(pdfjs.workers.at(-1)).not.toBe(refused);
  });
});
