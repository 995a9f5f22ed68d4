import { describe, expect, it } from 'vitest';
import { openPdfRanges, PdfFetchError, totalOfContentRange } from './openPdfRanges';

const FILE = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

/**
 * A file server as ours answers: Range → 206 with Content-Range; an address whose signature is
 * listed in `expired` → 403 LINK_EXPIRED. Records every request's address and Range.
 */
function fakeServer({ expired = new Set<string>(), ignoresRange = false, hidesSize = false } = {}) {
  const requests: Array<{ url: string; range: string | null }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const range = new Headers(init?.headers).get('range');
    requests.push({ url, range });
    if (expired.has(new URL(url).searchParams.get('sig') ?? '')) return Response.json({ code: 'LINK_EXPIRED', msg: 'expired' }, { status: 403 });
    if (ignoresRange || !range) return new Response(FILE.slice(), { status: 200 });
    const [, from = '0', to = '0'] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
    const end = Math.min(Number(to), FILE.length - 1);
    const headers: Record<string, string> = hidesSize ? {} : { 'content-range': `bytes ${from}-${end}/${FILE.length}` };
    return new Response(FILE.slice(Number(from), end + 1), { status: 206, headers });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const noWait = async () => undefined;

describe('openPdfRanges', () => {
  it('learns the size from the first range and reads later ranges from the newest address', async () => {
    const server = fakeServer();
    let address = 'https://books.example/api/books/b1/files/0?exp=1&sig=first';
    const opening = await openPdfRanges({ url: () => address, chunkSize: 256, fetch: server.fetch, wait: noWait });
    if (opening.kind !== 'ranges') throw new Error(`expected ranges, got ${opening.kind}`);
    expect(opening.reader.length).toBe(1000);
    expect([...opening.reader.initialData]).toEqual([...FILE.slice(0, 256)]);
    expect(server.requests).toEqual([{ url: address, range: 'bytes=0-255' }]);

    address = 'https://books.example/api/books/b1/files/0?exp=2&sig=second';
    expect([...(await opening.reader.read(512, 768))]).toEqual([...FILE.slice(512, 768)]);
    expect(server.requests.at(-1)).toEqual({ url: address, range: 'bytes=512-767' });
  });

  it('tries a refused range again, from the address renewed meanwhile', async () => {
    const server = fakeServer({ expired: new Set(['first']) });
    let address = 'https://books.example/f?sig=ok';
    const opening = await openPdfRanges({
      url: () => address,
      chunkSize: 256,
      fetch: server.fetch,
      // The reader renews the addresses while the range waits to be tried again.
      wait: async () => void (address = 'https://books.example/f?sig=renewed'),
    });
    if (opening.kind !== 'ranges') throw new Error('expected ranges');
    address = 'https://books.example/f?sig=first';
    expect([...(await opening.reader.read(256, 300))]).toEqual([...FILE.slice(256, 300)]);
    expect(server.requests.slice(1).map((r) => new URL(r.url).searchParams.get('sig'))).toEqual(['first', 'renewed']);
  });

  it('asks for new addresses at once when a range finds its address expired, not at the next scheduled renewal', async () => {
    const server = fakeServer({ expired: new Set(['slept']) });
    let address = 'https://books.example/f?sig=ok';
    const renewals: string[] = [];
    const opening = await openPdfRanges({
      url: () => address,
      chunkSize: 256,
      fetch: server.fetch,
      wait: noWait,
      // The reader fetches the book again; its new address is the one the retry reads.
      onExpired: () => {
        renewals.push(address);
        address = 'https://books.example/f?sig=renewed';
      },
    });
    if (opening.kind !== 'ranges') throw new Error('expected ranges');
    address = 'https://books.example/f?sig=slept';
    expect([...(await opening.reader.read(256, 300))]).toEqual([...FILE.slice(256, 300)]);
    expect(renewals).toEqual(['https://books.example/f?sig=slept']);
  });

  it('does not ask for new addresses when a range fails for another reason', async () => {
    let failures = 1;
    const renewals: number[] = [];
    const server = fakeServer();
    const flaky = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new Headers(init?.headers).get('range') !== 'bytes=0-255' && failures-- > 0) return new Response('busy', { status: 503 });
      return server.fetch(input, init);
    }) as typeof globalThis.fetch;
    const opening = await openPdfRanges({ url: () => 'https://books.example/f', chunkSize: 256, fetch: flaky, wait: noWait, onExpired: () => renewals.push(1) });
    if (opening.kind !== 'ranges') throw new Error('expected ranges');
    expect([...(await opening.reader.read(256, 300))]).toEqual([...FILE.slice(256, 300)]);
    expect(renewals).toEqual([]);
  });

  it('stops trying once the document is closed', async () => {
    const server = fakeServer({ expired: new Set(['first']) });
    let reader: { abort(): void } | null = null;
    const opening = await openPdfRanges({
      url: () => (reader ? 'https://books.example/f?sig=first' : 'https://books.example/f?sig=ok'),
      chunkSize: 256,
      fetch: server.fetch,
      wait: async (_ms, signal) => {
        reader?.abort();
        if (signal.aborted) throw new Error('closed');
      },
    });
    if (opening.kind !== 'ranges') throw new Error('expected ranges');
    reader = opening.reader;
    await expect(opening.reader.read(256, 300)).rejects.toThrow();
    expect(server.requests).toHaveLength(2);
  });

  it('takes the whole file from a server that ignores Range or a file within the first chunk', async () => {
    const ignoring = await openPdfRanges({ url: () => 'https://books.example/f', chunkSize: 256, fetch: fakeServer({ ignoresRange: true }).fetch });
    expect(ignoring.kind === 'whole' && ignoring.data.length).toBe(1000);
    const small = await openPdfRanges({ url: () => 'https://books.example/f', chunkSize: 4096, fetch: fakeServer().fetch });
    expect(small.kind === 'whole' && small.data.length).toBe(1000);
  });

  it('starts from first bytes already here without asking for them, and reads the rest by Range', async () => {
    const server = fakeServer();
    const first = { bytes: FILE.slice(0, 256), size: FILE.length };
    const opening = await openPdfRanges({ url: () => 'https://books.example/f', chunkSize: 256, fetch: server.fetch, first });
    if (opening.kind !== 'ranges') throw new Error(`expected ranges, got ${opening.kind}`);
    expect(opening.reader.length).toBe(1000);
    expect(opening.reader.initialData).toBe(first.bytes);
    expect(server.requests).toEqual([]);
    expect([...(await opening.reader.read(256, 512))]).toEqual([...FILE.slice(256, 512)]);
    expect(server.requests).toEqual([{ url: 'https://books.example/f', range: 'bytes=256-511' }]);

    const whole = await openPdfRanges({ url: () => 'https://books.example/f', chunkSize: 256, fetch: server.fetch, first: { bytes: FILE.slice(), size: FILE.length } });
    expect(whole.kind === 'whole' && whole.data.length).toBe(1000);
    expect(server.requests).toHaveLength(1);
  });

  it('leaves the address to pdf.js when the answer hides the size', async () => {
    expect((await openPdfRanges({ url: () => 'https://books.example/f', chunkSize: 256, fetch: fakeServer({ hidesSize: true }).fetch })).kind).toBe('plain');
  });

  it('fails with the server’s code when the first request is refused', async () => {
    const refused = openPdfRanges({ url: () => 'https://books.example/f?sig=first', chunkSize: 256, fetch: fakeServer({ expired: new Set(['first']) }).fetch });
    await expect(refused).rejects.toBeInstanceOf(PdfFetchError);
    await expect(refused).rejects.toMatchObject({ status: 403, code: 'LINK_EXPIRED' });
  });

  it('reads the total of a Content-Range', () => {
    expect(totalOfContentRange('bytes 0-262143/1048576')).toBe(1048576);
    expect(totalOfContentRange('bytes 0-9/*')).toBeNull();
    expect(totalOfContentRange(null)).toBeNull();
  });
});
