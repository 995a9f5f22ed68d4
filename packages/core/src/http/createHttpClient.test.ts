import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isApiRequestError, type ApiRequestError } from '../errors/AtelierError';
import { createHttpClient, type TokenSource } from './createHttpClient';

const BASE = 'http://library.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function tokens(initial: string | null, refreshed: string | null = null) {
  let current = initial;
  const source = {
    getAccessToken: () => current,
    refresh: vi.fn(async () => {
      current = refreshed;
      return refreshed;
    }),
    onSessionExpired: vi.fn(),
  } satisfies TokenSource;
  return source;
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (isApiRequestError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createHttpClient', () => {
  it('sends the bearer token and x-env header', async () => {
    server.use(
      http.get(`${BASE}/api/books`, ({ request }) =>
        HttpResponse.json({ auth: request.headers.get('authorization'), env: request.headers.get('x-env') }),
      ),
    );
    const client = createHttpClient({ baseURL: BASE, env: 'ppe', tokens: tokens('abc') });
    expect(await client.get('/api/books')).toEqual({ auth: 'Bearer abc', env: 'ppe' });
  });

  it('never sends the session to another origin named by an absolute URL', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get('http://other.test/file', ({ request }) => {
        seen.other = request.headers.get('authorization');
        seen.otherEnv = request.headers.get('x-env');
        return HttpResponse.json({});
      }),
      http.get('http://library.test.other.test/file', ({ request }) => {
        seen.lookalike = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
      http.get(`${BASE}/file`, ({ request }) => {
        seen.own = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    const client = createHttpClient({ baseURL: BASE, env: 'ppe', tokens: tokens('abc') });
    await client.get('http://other.test/file');
    await client.get('http://library.test.other.test/file');
    await client.get(`${BASE}/file`);
    expect(seen).toEqual({ other: null, otherEnv: null, lookalike: null, own: 'Bearer abc' });
  });

  it('sends no Authorization header when signed out', async () => {
    server.use(http.get(`${BASE}/x`, ({ request }) => HttpResponse.json({ has: request.headers.has('authorization') })));
    const client = createHttpClient({ baseURL: BASE, tokens: tokens(null) });
    expect(await client.get('/x')).toEqual({ has: false });
  });

  it('maps the server error body to code, msg, status and details', async () => {
    server.use(
      http.post(`${BASE}/api/register`, () =>
        HttpResponse.json({ code: 'USERNAME_TAKEN', msg: 'taken', details: { field: 'user_name' } }, { status: 409 }),
      ),
    );
    const error = await failure(createHttpClient({ baseURL: BASE, tokens: tokens(null) }).post('/api/register', {}));
    expect(error).toMatchObject({ code: 'USERNAME_TAKEN', msg: 'taken', status: 409, details: { field: 'user_name' } });
  });

  it('reads the error body of a request for bytes, so a refused file download keeps the server\'s code', async () => {
    server.use(
      http.get(`${BASE}/api/books/b/files/0`, () => HttpResponse.json({ code: 'LINK_EXPIRED', msg: 'expired' }, { status: 403 })),
      http.get(`${BASE}/api/books/b/files/1`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const client = createHttpClient({ baseURL: BASE, tokens: tokens(null) });
    const expired = await failure(client.get('/api/books/b/files/0', { responseType: 'arraybuffer' }));
    expect(expired).toMatchObject({ code: 'LINK_EXPIRED', msg: 'expired', status: 403 });
    const proxy = await failure(client.get('/api/books/b/files/1', { responseType: 'arraybuffer' }));
    expect(proxy).toMatchObject({ code: 'HTTP_502', status: 502 });
  });

  it('maps a dropped connection to NETWORK_ERROR', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.error()));
    const error = await failure(createHttpClient({ baseURL: BASE, tokens: tokens(null) }).get('/x'));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('refreshes once for concurrent 401s, then retries each request with the new token', async () => {
    server.use(
      http.get(`${BASE}/me/:n`, ({ request, params }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ n: params['n'] })
          : HttpResponse.json({ code: 'UNAUTHORIZED', msg: 'expired' }, { status: 401 }),
      ),
    );
    const source = tokens('stale', 'fresh');
    const client = createHttpClient({ baseURL: BASE, tokens: source });
    const results = await Promise.all([1, 2, 3].map((n) => client.get(`/me/${n}`)));
    expect(results).toEqual([{ n: '1' }, { n: '2' }, { n: '3' }]);
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(source.onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a 401 that comes back after the refresh with the new token, and refreshes no more', async () => {
    let releaseSlow!: () => void;
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
    const fresh = (request: Request) => request.headers.get('authorization') === 'Bearer fresh';
    const expired = () => HttpResponse.json({ code: 'UNAUTHORIZED', msg: 'expired' }, { status: 401 });
    server.use(
      http.get(`${BASE}/slow`, async ({ request }) => {
        if (fresh(request)) return HttpResponse.json({ ok: 'slow' });
        await slowHeld;
        return expired();
      }),
      http.get(`${BASE}/fast`, ({ request }) => (fresh(request) ? HttpResponse.json({ ok: 'fast' }) : expired())),
    );
    const source = tokens('stale', 'fresh');
    const client = createHttpClient({ baseURL: BASE, tokens: source });
    const slow = client.get('/slow');
    expect(await client.get('/fast')).toEqual({ ok: 'fast' });
    releaseSlow();
    expect(await slow).toEqual({ ok: 'slow' });
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(source.onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session once when the refresh fails', async () => {
    server.use(http.get(`${BASE}/me/:n`, () => HttpResponse.json({ code: 'UNAUTHORIZED', msg: 'expired' }, { status: 401 })));
    const source = tokens('stale', null);
    const client = createHttpClient({ baseURL: BASE, tokens: source });
    const errors = await Promise.all([1, 2].map((n) => failure(client.get(`/me/${n}`))));
    expect(errors.map((e) => e.code)).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED']);
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(source.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not loop when the retried request is still unauthorized', async () => {
    server.use(http.get(`${BASE}/me`, () => HttpResponse.json({ code: 'FORBIDDEN_X', msg: 'no' }, { status: 401 })));
    const source = tokens('stale', 'fresh');
    const error = await failure(createHttpClient({ baseURL: BASE, tokens: source }).get('/me'));
    expect(error.status).toBe(401);
    expect(source.refresh).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between a 401 retry and an explicit refresh (a tus transfer), and retries with its token', async () => {
    server.use(
      http.get(`${BASE}/me`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ code: 'UNAUTHORIZED', msg: 'expired' }, { status: 401 }),
      ),
    );
    let current: string | null = 'stale';
    let started!: () => void;
    const refreshStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const source = {
      getAccessToken: () => current,
      refresh: vi.fn(async () => {
        started();
        await released;
        current = 'fresh';
        return current;
      }),
      onSessionExpired: vi.fn(),
    } satisfies TokenSource;
    const client = createHttpClient({ baseURL: BASE, tokens: source });
    const request = client.get('/me');
    await refreshStarted;
    const explicit = client.refreshAccessToken('stale');
    release();
    expect(await explicit).toBe('fresh');
    expect(await request).toEqual({ ok: true });
    // A request that failed with the old token after the refresh gets the new one, no second refresh.
    expect(await client.refreshAccessToken('stale')).toBe('fresh');
    expect(source.refresh).toHaveBeenCalledTimes(1);
  });

  it('sends the same query, JSON body and answer whether fetch or axios carries the call', async () => {
    server.use(
      http.all(`${BASE}/api/echo`, async ({ request }) =>
        HttpResponse.json({ method: request.method, query: new URL(request.url).search, body: request.method === 'GET' ? null : await request.json() }),
      ),
    );
    const client = createHttpClient({ baseURL: BASE, tokens: tokens(null) });
    const params = { keyword: 'a b:c', page: 2, mine: true, none: undefined };
    // A JSON call goes through fetch; a timeout of its own keeps it on axios.
    expect(await client.get('/api/echo', { params })).toEqual(await client.get('/api/echo', { params, timeout: 5000 }));
    expect(await client.get('/api/echo', { params })).toEqual({ method: 'GET', query: '?keyword=a+b:c&page=2&mine=true', body: null });
    expect(await client.delete('/api/echo', { data: { all: true } })).toEqual({ method: 'DELETE', query: '', body: { all: true } });
  });

  it('reads a file\'s bytes with download progress', async () => {
    const file = new Uint8Array(64 * 1024).map((_, i) => i % 251);
    server.use(http.get(`${BASE}/api/books/b/files/0`, () => new HttpResponse(file, { headers: { 'Content-Length': String(file.byteLength) } })));
    const seen: Array<{ loaded: number; total: number | undefined }> = [];
    const client = createHttpClient({ baseURL: BASE, tokens: tokens(null) });
    const bytes = await client.get<ArrayBuffer>('/api/books/b/files/0', {
      responseType: 'arraybuffer',
      onDownloadProgress: ({ loaded, total }) => seen.push({ loaded, total }),
    });
    expect(new Uint8Array(bytes)).toEqual(file);
    expect(seen.at(-1)).toEqual({ loaded: file.byteLength, total: file.byteLength });
  });

  it('maps an aborted call to ABORTED', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({})));
    const controller = new AbortController();
    controller.abort();
    const error = await failure(createHttpClient({ baseURL: BASE, tokens: tokens(null) }).get('/x', { signal: controller.signal }));
    expect(error).toMatchObject({ code: 'ABORTED', status: 0 });
  });

  it('gives auth headers for our own server only', () => {
    const client = createHttpClient({ baseURL: BASE, env: 'ppe', tokens: tokens('abc') });
    const ours = { Authorization: 'Bearer abc', 'x-env': 'ppe' };
    expect(client.authHeaders()).toEqual(ours);
    expect(client.authHeaders('/api/uploads')).toEqual(ours);
    expect(client.authHeaders(`${BASE}/api/uploads/u1`)).toEqual(ours);
    expect(client.authHeaders('http://other.test/api/uploads/u1')).toEqual({});
    expect(client.authHeaders('//other.test/api/uploads/u1')).toEqual({});
    expect(client.authHeaders('http://library.test.other.test/x')).toEqual({});
    expect(client.authHeaders('http://library.test@other.test/x')).toEqual({});
    expect(createHttpClient({ baseURL: BASE, tokens: tokens(null) }).authHeaders('/x')).toEqual({});
  });

  it('sends a keepalive fetch with the auth headers to our server, and none elsewhere', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    try {
      const client = createHttpClient({ baseURL: `${BASE}/`, env: 'ppe', tokens: tokens('abc') });
      await client.fetchKeepalive('/api/reading/progress/b1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      await client.fetchKeepalive('https://other.test/beacon', { method: 'POST' });
      const [ownUrl, ownInit] = fetch.mock.calls[0] ?? [];
      expect(ownUrl).toBe(`${BASE}/api/reading/progress/b1`);
      expect(ownInit).toMatchObject({ method: 'POST', keepalive: true, body: '{}' });
      expect(Object.fromEntries(new Headers(ownInit?.headers))).toEqual({
        authorization: 'Bearer abc',
        'content-type': 'application/json',
        'x-env': 'ppe',
      });
      const [otherUrl, otherInit] = fetch.mock.calls[1] ?? [];
      expect(otherUrl).toBe('https://other.test/beacon');
      expect(otherInit?.keepalive).toBe(true);
      expect(Object.fromEntries(new Headers(otherInit?.headers))).toEqual({});
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
