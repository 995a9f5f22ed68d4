import { describe, expect, it } from 'vitest';
import { ApiRequestError, isApiRequestError } from '../errors/AtelierError';
import { toApiErrorData } from '../errors/ApiErrorData';
import { createGatewayClient, type GatewayClientOptions } from './createGatewayClient';

const PAGE = 'https://our.site/app/chat';

function recorder(answer: (url: string) => Response | Promise<Response> = () => new Response('{}', { status: 200 })) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    return Promise.resolve(answer(String(input)));
  };
  return { calls, fetch };
}

function gateway(fetch: typeof globalThis.fetch, options: Partial<GatewayClientOptions> = {}) {
  return createGatewayClient({ apiBaseUrl: 'https://api.our.site', getAccessPassword: () => 'pw', getPageUrl: () => PAGE, fetch, ...options });
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(isApiRequestError(error)).toBe(true);
    return toApiErrorData(error);
  }
  throw new Error('expected a failure');
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createGatewayClient: the access password goes to our own server only', () => {
  it('sends x-ptoken to the page’s and the library API’s origin, with the own key if any', async () => {
    const { calls, fetch } = recorder();
    const client = gateway(fetch);
    const key = ['Authorization', 'Bearer sk-mine'] as const;
    await client.fetchResponse('/openapi/v1/models', { credential: key });
    await client.fetchJson('https://api.our.site/mjapi/mj/task/1/fetch', { method: 'GET' });
    expect(calls.map((c) => c.headers)).toEqual([
      { authorization: 'Bearer sk-mine', 'x-ptoken': 'pw' },
      { 'content-type': 'application/json', 'x-ptoken': 'pw' },
    ]);
  });

  it('never sends it to another origin, look-alikes included; the own key still goes where the user pointed it', async () => {
    const { calls, fetch } = recorder();
    const client = gateway(fetch);
    const urls = ['https://api.openai.com/v1/models', '//evil.com/v1/models', 'https://our.site@evil.com/v1/models', 'https://our.site.evil.com/v1', 'http://our.site/openapi/v1'];
    for (const url of urls) await client.fetchResponse(url, { credential: ['mj-api-secret', 's'] });
    expect(calls.map((c) => c.headers['x-ptoken'])).toEqual(urls.map(() => undefined));
    expect(calls.map((c) => c.headers['mj-api-secret'])).toEqual(urls.map(() => 's'));
  });

  it('reads the password on every call, so a new one applies at once', async () => {
    const { calls, fetch } = recorder();
    let password: string | null = null;
    const client = gateway(fetch, { getAccessPassword: () => password });
    await client.fetchResponse('/openapi/v1/models');
    password = 'new';
    await client.fetchResponse('/openapi/v1/models');
    expect(calls.map((c) => c.headers['x-ptoken'])).toEqual([undefined, 'new']);
  });
});

describe('createGatewayClient: one error shape', () => {
  it('reads 423 / token_check as AUTH_REQUIRED from our server, and as a plain upstream error from anyone else', async () => {
    const client = gateway(recorder(() => json(423, { code: 'token_check', message: 'No access rights' })).fetch);
    expect(await failure(client.fetchResponse('/openapi/v1/chat/completions'))).toMatchObject({ code: 'AUTH_REQUIRED', status: 423 });
    expect(await failure(client.fetchJson('https://mj.example.com/mj/submit/imagine', { method: 'POST', body: {} }))).toMatchObject({
      code: 'UPSTREAM_ERROR',
      status: 423,
      msg: 'No access rights',
    });
  });

  it('reads 503 NO_UPSTREAM and the older UPSTREAM_NOT_CONFIGURED as NO_UPSTREAM', async () => {
    for (const code of ['NO_UPSTREAM', 'UPSTREAM_NOT_CONFIGURED']) {
      const client = gateway(recorder(() => json(503, { code, msg: 'none' })).fetch);
      expect(await failure(client.fetchJson('/mjapi/mj/submit/imagine', { method: 'POST', body: {} }))).toMatchObject({ code: 'NO_UPSTREAM', status: 503 });
    }
  });

  it('reads 429 as RATE_LIMITED and keeps how long to wait', async () => {
    const limited = () => new Response(JSON.stringify({ error: { message: 'Rate limit reached' } }), { status: 429, headers: { 'retry-after': '20' } });
    const client = gateway(recorder(limited).fetch);
    expect(await failure(client.fetchResponse('https://api.openai.com/v1/chat/completions'))).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      msg: 'Rate limit reached',
      details: { retry_after_s: 20 },
    });
  });

  it('passes our server’s own codes through and keeps the upstream’s status and words otherwise', async () => {
    const ours = gateway(recorder(() => json(504, { code: 'UPSTREAM_TIMEOUT', msg: 'Upstream timed out' })).fetch);
    expect(await failure(ours.fetchResponse('/openapi/v1/chat/completions'))).toMatchObject({ code: 'UPSTREAM_TIMEOUT', status: 504 });
    const theirs = gateway(recorder(() => json(500, { error: { message: 'The server had an error' } })).fetch);
    expect(await failure(theirs.fetchResponse('https://api.openai.com/v1/models'))).toMatchObject({ code: 'UPSTREAM_ERROR', status: 500, msg: 'The server had an error' });
    // Someone else's `code` is not one of ours.
    const foreign = gateway(recorder(() => json(400, { code: 'NO_UPSTREAM', msg: 'x' })).fetch);
    expect(await failure(foreign.fetchResponse('https://api.openai.com/v1/models'))).toMatchObject({ code: 'UPSTREAM_ERROR', status: 400 });
  });

  it('says NOT_JSON when a JSON call gets a web page, at any status', async () => {
    for (const status of [200, 404]) {
      const client = gateway(recorder(() => new Response('<!doctype html><html>app</html>', { status })).fetch);
      expect(await failure(client.fetchJson('/mjapi/mj/task/1/fetch', { method: 'GET' }))).toMatchObject({ code: 'NOT_JSON', status });
    }
  });

  it('says NETWORK_ERROR when no answer came and ABORTED when the caller stopped', async () => {
    const offline = gateway(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(offline.fetchResponse('/openapi/v1/models'))).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    const controller = new AbortController();
    controller.abort();
    const aborted = gateway(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    expect(await failure(aborted.fetchJson('/mjapi/mj/task/1/fetch', { method: 'GET', signal: controller.signal }))).toMatchObject({ code: 'ABORTED' });
  });

  it('lets a package read a failure more closely', async () => {
    const client = gateway(recorder(() => json(401, { error: { message: 'Incorrect API key provided' } })).fetch);
    const refined = await failure(
      client.fetchResponse('https://api.openai.com/v1/models', {
        refine: (error, answer) => (answer.status === 401 ? new ApiRequestError('INVALID_API_KEY', error.msg, 401) : error),
      }),
    );
    expect(refined).toMatchObject({ code: 'INVALID_API_KEY', msg: 'Incorrect API key provided' });
  });

  it('hands back a 2xx answer unread, so a stream stays a stream', async () => {
    const client = gateway(recorder(() => new Response('data: [DONE]\n\n', { status: 200 })).fetch);
    const response = await client.fetchResponse('/openapi/v1/chat/completions');
    expect(await response.text()).toBe('data: [DONE]\n\n');
  });
});

describe('createGatewayClient.resolve', () => {
  const client = gateway(recorder().fetch);
  it('takes the user’s own address and key over the host’s, and knows whether it is our relay', () => {
    expect(client.resolve({ baseUrl: '', credential: null }, { baseUrl: '/openapi', credential: null })).toEqual({ baseUrl: '/openapi', credential: null, ours: true });
    expect(client.resolve({ baseUrl: 'https://api.openai.com', credential: ['Authorization', 'Bearer sk'] }, { baseUrl: '/openapi', credential: ['Authorization', 'Bearer host'] })).toEqual({
      baseUrl: 'https://api.openai.com',
      credential: ['Authorization', 'Bearer sk'],
      ours: false,
    });
    expect(client.resolve({ baseUrl: null, credential: ['Authorization', ''] }, { baseUrl: '//evil.com', credential: ['mj-api-secret', 'h'] })).toEqual({
      baseUrl: '//evil.com',
      credential: ['mj-api-secret', 'h'],
      ours: false,
    });
  });
});
