import { ApiRequestError, createHttpClient, type TokenSource } from '@atelier/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HttpRequest, HttpResponse as TusResponse, HttpStack } from 'tus-js-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TusAuth } from './refreshingHttpStack';
import { tusTransfer } from './tusTransfer';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * A tus endpoint whose access tokens expire: `valid` is the set of tokens it accepts now, and
 * `afterChunk` runs once each PATCH has been stored (the test expires a token there, mid-upload).
 */
function fakeTusServer(valid: Set<string>, afterChunk: (index: number) => void, location = `${BASE}/api/uploads/u1`) {
  const received: number[] = [];
  const created: string[] = [];
  /** Set to make the next PATCH fail like a dropped proxy (tus retries it after a HEAD); `then` runs at that moment. */
  const faults = { nextPatch: false, then: () => {} };
  const seen: { method: string; auth: string | null }[] = [];
  let chunks = 0;
  const authorized = (request: Request) => {
    const auth = request.headers.get('authorization');
    seen.push({ method: request.method, auth });
    return auth !== null && valid.has(auth.replace('Bearer ', ''));
  };
  const expired = () => HttpResponse.json({ code: 'UNAUTHORIZED', msg: 'Token expired' }, { status: 401 });
  const patch = async ({ request }: { request: Request }) => {
    if (location.startsWith(BASE) && !authorized(request)) return expired();
    if (faults.nextPatch) {
      faults.nextPatch = false;
      faults.then();
      return new HttpResponse('Bad gateway', { status: 502 });
    }
    if (!location.startsWith(BASE)) seen.push({ method: request.method, auth: request.headers.get('authorization') });
    received.push(...new Uint8Array(await request.arrayBuffer()));
    afterChunk(chunks++);
    return new HttpResponse(null, { status: 204, headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(received.length) } });
  };
  server.use(
    http.post(`${BASE}/api/uploads`, ({ request }) => {
      if (!authorized(request)) return expired();
      created.push(location);
      return new HttpResponse(null, { status: 201, headers: { 'Tus-Resumable': '1.0.0', Location: location } });
    }),
    http.head(`${BASE}/api/uploads/u1`, ({ request }) =>
      authorized(request)
        ? new HttpResponse(null, { status: 200, headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(received.length), 'Upload-Length': '12' } })
        : expired(),
    ),
    http.patch(`${BASE}/api/uploads/u1`, patch),
    http.patch('http://files.other.test/u1', patch),
  );
  return { received, seen, created, faults };
}

/** The token source core's services build over the user store, reduced to a variable. */
function session(initial: string, refreshed: string | null, afterRefresh = () => {}) {
  let current: string | null = initial;
  const tokens = {
    getAccessToken: () => current,
    refresh: vi.fn(async () => {
      current = refreshed;
      afterRefresh();
      return refreshed;
    }),
    onSessionExpired: vi.fn(),
  } satisfies TokenSource;
  return { tokens, client: createHttpClient({ baseURL: BASE, env: 'ppe', tokens }) };
}

/**
 * tus' transport over `fetch`, which msw intercepts (tus' Node stack keeps its own copy of the
 * `http` module, out of msw's reach). Stands for the browser's XHR stack.
 */
const fetchStack: HttpStack = {
  getName: () => 'fetch',
  createRequest(method, url): HttpRequest {
    const headers = new Headers();
    const controller = new AbortController();
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => headers.set(name, value),
      getHeader: (name) => headers.get(name) ?? undefined,
      setProgressHandler: () => {},
      async send(body: Blob | null): Promise<TusResponse> {
        const response = await fetch(url, { method, headers, body, signal: controller.signal });
        const text = await response.text();
        return {
          getStatus: () => response.status,
          getHeader: (name) => response.headers.get(name) ?? undefined,
          getBody: () => text,
          getUnderlyingObject: () => response,
        };
      },
      abort: async () => controller.abort(),
      getUnderlyingObject: () => null,
    };
  },
};

// tus-js-client reads Buffers under Node (Blobs in the browser).
const file = Buffer.from('0123456789ab') as unknown as Blob;

function transfer(auth: TusAuth, now?: () => number) {
  return tusTransfer({
    ...(now ? { now } : {}),
    endpoint: `${BASE}/api/uploads`,
    file,
    auth,
    onProgress: () => {},
    signal: new AbortController().signal,
    chunkSize: 4,
    httpStack: fetchStack,
  });
}

describe('tusTransfer', () => {
  it('keeps going when the access token expires mid-upload: one refresh, the chunk sent again with the new token', async () => {
    const valid = new Set(['t1']);
    const { received, seen } = fakeTusServer(valid, (index) => {
      // The hour is up after the first chunk: the server now only accepts a refreshed token.
      if (index === 0) valid.clear();
      valid.add('t2');
    });
    const { tokens, client } = session('t1', 't2');

    await expect(transfer(client)).resolves.toBe('u1');

    expect(Buffer.from(received).toString()).toBe('0123456789ab');
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(tokens.onSessionExpired).not.toHaveBeenCalled();
    expect(seen.map((s) => `${s.method} ${s.auth}`)).toEqual([
      'POST Bearer t1',
      'PATCH Bearer t1',
      'PATCH Bearer t1',
      'PATCH Bearer t2',
      'PATCH Bearer t2',
    ]);
  });

  it("resumes at the server's offset when the token expired before tus asks for it, instead of starting a new upload", async () => {
    const valid = new Set(['t1']);
    const server = fakeTusServer(valid, (index) => {
      // The second chunk is lost, and the token expires meanwhile: tus asks for the offset (HEAD) with the old one.
      if (index === 0) server.faults.nextPatch = true;
    });
    server.faults.then = () => {
      valid.clear();
      valid.add('t2');
    };
    const { tokens, client } = session('t1', 't2');

    await expect(transfer(client)).resolves.toBe('u1');

    expect(Buffer.from(server.received).toString()).toBe('0123456789ab');
    expect(server.created).toHaveLength(1);
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(server.seen.map((s) => `${s.method} ${s.auth}`)).toEqual([
      'POST Bearer t1',
      'PATCH Bearer t1',
      'PATCH Bearer t1',
      'HEAD Bearer t1',
      'HEAD Bearer t2',
      'PATCH Bearer t2',
      'PATCH Bearer t2',
    ]);
  });

  it('renews a token that expires within a minute before sending, so no chunk is sent only to be refused', async () => {
    const valid = new Set(['t1', 't2']);
    const server = fakeTusServer(valid, () => {});
    const now = () => 1_000_000;
    let expiresAt = now() + 30_000;
    const { tokens, client } = session('t1', 't2', () => (expiresAt = now() + 3_600_000));
    const auth: TusAuth = { authHeaders: client.authHeaders, refreshAccessToken: client.refreshAccessToken, expiresAt: () => expiresAt };

    await expect(transfer(auth, now)).resolves.toBe('u1');

    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(server.seen.map((s) => s.auth)).toEqual(['Bearer t2', 'Bearer t2', 'Bearer t2', 'Bearer t2']);
  });

  it('renews ahead of time once per token, even when the source never moves the expiry', async () => {
    const server = fakeTusServer(new Set(['t1', 't2']), () => {});
    const { tokens, client } = session('t1', 't2');
    const auth: TusAuth = { authHeaders: client.authHeaders, refreshAccessToken: client.refreshAccessToken, expiresAt: () => 1 };

    await expect(transfer(auth, () => 1_000_000)).resolves.toBe('u1');

    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(server.seen).toHaveLength(4);
  });

  it('fails as UNAUTHORIZED on a second 401, without refreshing again', async () => {
    const valid = new Set(['t1']);
    fakeTusServer(valid, () => valid.clear());
    const { tokens, client } = session('t1', 't2');

    const failure = await transfer(client).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh fails', async () => {
    const valid = new Set(['t1']);
    fakeTusServer(valid, () => valid.clear());
    const { tokens, client } = session('t1', null);

    await expect(transfer(client)).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(tokens.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('sends no session to an upload URL on another origin', async () => {
    const { seen } = fakeTusServer(new Set(['t1']), () => {}, 'http://files.other.test/u1');
    const { client } = session('t1', 't2');

    await expect(transfer(client)).resolves.toBe('u1');

    expect(seen.map((s) => `${s.method} ${s.auth}`)).toEqual(['POST Bearer t1', 'PATCH null', 'PATCH null', 'PATCH null']);
  });
});
