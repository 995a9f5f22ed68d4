import { type ApiRequestError, createGatewayClient, type OwnServer } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { createFakeOpenAi } from '../testing/createFakeOpenAi';
import { openAiErrorBody } from '../testing/openAiWire';
import { createOpenAiChatAdapter } from './createOpenAiChatAdapter';
import type { ChatCompletionRequest, ChatEndpoint, ChatStreamDelta } from './types';

const request: ChatCompletionRequest = {
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'hello' }],
  temperature: 0.5,
  top_p: 1,
  presence_penalty: 0,
  frequency_penalty: 0,
  max_tokens: 1024,
};

/** The app's gateway client as a test sets it up: the access password it knows and where our own server is. */
function gatewayFor(fetch: typeof globalThis.fetch, { accessPassword = null, ownServer }: { accessPassword?: string | null; ownServer?: OwnServer } = {}) {
  return createGatewayClient({ apiBaseUrl: ownServer?.apiBaseUrl ?? '', getAccessPassword: () => accessPassword, fetch, ...(ownServer ? { getPageUrl: () => ownServer.pageUrl } : {}) });
}

type Setup = Partial<ChatEndpoint> & { accessPassword?: string; ownServer?: OwnServer };

function setup({ accessPassword, ownServer, ...endpoint }: Setup = {}, options: Parameters<typeof createFakeOpenAi>[0] = {}) {
  const fake = createFakeOpenAi(options);
  const adapter = createOpenAiChatAdapter({
    getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null, ...endpoint }),
    gateway: gatewayFor(fake.fetch, { accessPassword: accessPassword ?? null, ...(ownServer ? { ownServer } : {}) }),
  });
  const deltas: ChatStreamDelta[] = [];
  const run = (signal?: AbortSignal) => adapter.streamChat(request, { onDelta: (d) => deltas.push(d), ...(signal ? { signal } : {}) });
  const text = () => deltas.flatMap((d) => (d.type === 'content' ? [d.text] : [])).join('');
  return { fake, adapter, deltas, run, text };
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: ApiRequestError) => e.code);

describe('createOpenAiChatAdapter', () => {
  it('POSTs a streaming request to {baseUrl}/v1/chat/completions and yields the reply', async () => {
    const { fake, run, text, deltas } = setup();
    fake.reply({ kind: 'stream', text: 'Bonjour — 你好 🌍', reasoning: 'thinking', chunkSizes: [1, 2] });
    await run();
    expect(text()).toBe('Bonjour — 你好 🌍');
    expect(deltas.filter((d) => d.type === 'reasoning').map((d) => (d as { text: string }).text).join('')).toBe('thinking');
    expect(deltas.at(-1)).toEqual({ type: 'finish', reason: 'stop' });
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/openapi/v1/chat/completions');
    expect(sent?.body).toMatchObject({ ...request, stream: true });
    expect(sent?.headers.accept).toBe('text/event-stream');
  });

  it('sends the access password as x-ptoken to our own server, with the own key as Bearer when there is one', async () => {
    const withPassword = setup({ accessPassword: 'open sesame' });
    await withPassword.run();
    expect(withPassword.fake.requests[0]?.headers['x-ptoken']).toBe('open sesame');
    expect(withPassword.fake.requests[0]?.headers.authorization).toBeUndefined();

    // Our server asks for the password on every relayed call, own key or not.
    const keyThroughOurs = setup({ apiKey: 'sk-mine', accessPassword: 'open sesame' });
    await keyThroughOurs.run();
    expect(keyThroughOurs.fake.requests[0]?.headers.authorization).toBe('Bearer sk-mine');
    expect(keyThroughOurs.fake.requests[0]?.headers['x-ptoken']).toBe('open sesame');

    const withKey = setup({ apiKey: 'sk-mine', accessPassword: 'open sesame', baseUrl: 'https://api.example.com/' });
    await withKey.run();
    expect(withKey.fake.requests[0]?.headers.authorization).toBe('Bearer sk-mine');
    expect(withKey.fake.requests[0]?.headers['x-ptoken']).toBeUndefined();
    expect(withKey.fake.requests[0]?.path).toBe('/v1/chat/completions');
  });

  it('never sends the access password to a base URL on another origin, even without a key', async () => {
    const own = { pageUrl: 'https://chat.our.site/app', apiBaseUrl: 'https://api.our.site' };
    for (const baseUrl of ['https://api.example.com', 'https://chat.our.site.evil.com/openapi', '//evil.com/openapi', 'http://chat.our.site/openapi']) {
      const elsewhere = setup({ baseUrl, accessPassword: 'open sesame', ownServer: own });
      await elsewhere.run();
      await elsewhere.adapter.listModels();
      await elsewhere.adapter.speak!({ input: 'hi', voice: 'alloy' });
      for (const sent of elsewhere.fake.requests) expect(sent.headers['x-ptoken'], `${baseUrl} ${sent.path}`).toBeUndefined();
      expect(elsewhere.fake.requests.length).toBeGreaterThanOrEqual(3);
    }
    // The library API's origin is ours too.
    const api = setup({ baseUrl: 'https://api.our.site/openapi', accessPassword: 'open sesame', ownServer: own });
    await api.run();
    expect(api.fake.requests[0]?.headers['x-ptoken']).toBe('open sesame');
  });

  it('maps 423 token_check to AUTH_REQUIRED and a wrong key to INVALID_API_KEY', async () => {
    expect(await codeOf(setup({}, { accessPassword: 'pw' }).run())).toBe('AUTH_REQUIRED');
    expect(await codeOf(setup({ apiKey: 'sk-wrong' }, { apiKey: 'sk-right' }).run())).toBe('INVALID_API_KEY');
  });

  it('takes a 423 from a service on another origin for that service’s failure, never a request for our password', async () => {
    const { fake, run } = setup({ baseUrl: 'https://api.example.com', apiKey: 'sk-mine' });
    fake.reply({ kind: 'error', status: 423, body: { code: 'token_check', message: 'No access rights' } });
    await expect(run()).rejects.toMatchObject({ code: 'UPSTREAM_ERROR', status: 423 });
  });

  it('reports an upstream error with its message', async () => {
    const { fake, run } = setup();
    fake.reply({ kind: 'error', status: 500, body: openAiErrorBody('The server had an error') });
    await expect(run()).rejects.toMatchObject({ code: 'UPSTREAM_ERROR', message: 'The server had an error', status: 500 });
    fake.reply({ kind: 'error', status: 429, body: openAiErrorBody('Rate limit reached') });
    await expect(run()).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Rate limit reached', status: 429 });
  });

  it('reports an error object sent mid-stream after keeping the text before it', async () => {
    const { fake, run, text } = setup();
    fake.reply({ kind: 'stream', text: 'partial answer', errorMidStream: 'upstream overloaded' });
    await expect(run()).rejects.toMatchObject({ code: 'UPSTREAM_ERROR', message: 'upstream overloaded' });
    expect(text()).toBe('partial answer');
  });

  it('reports NETWORK_ERROR when the connection drops mid-stream, keeping what arrived', async () => {
    const { fake, run, text } = setup();
    fake.reply({ kind: 'stream', text: 'one two three four five six', dropAfterBytes: 600 });
    expect(await codeOf(run())).toBe('NETWORK_ERROR');
    expect(text().length).toBeGreaterThan(0);
    expect('one two three four five six'.startsWith(text())).toBe(true);
  });

  it('reports NETWORK_ERROR when fetch itself fails', async () => {
    const adapter = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '', apiKey: null }),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await codeOf(adapter.streamChat(request, { onDelta: () => undefined }))).toBe('NETWORK_ERROR');
  });

  it('aborts with ABORTED and stops reading', async () => {
    const fake = createFakeOpenAi();
    const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
    fake.reply({ kind: 'stream', text: 'a b c d e f g h i j k l m n o p', chunkSizes: [40] });
    const controller = new AbortController();
    let text = '';
    // The user stops as soon as the first words show.
    const onDelta = (d: ChatStreamDelta) => {
      if (d.type !== 'content') return;
      text += d.text;
      controller.abort();
    };
    expect(await codeOf(adapter.streamChat(request, { onDelta, signal: controller.signal }))).toBe('ABORTED');
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan('a b c d e f g h i j k l m n o p'.length);
  });

  it('lists model ids from /v1/models', async () => {
    const { adapter } = setup({}, { models: ['a', 'b'] });
    await expect(adapter.listModels()).resolves.toEqual(['a', 'b']);
  });

  it('gives up with TIMEOUT when the upstream stays silent for longer than the timeout', async () => {
    const fake = createFakeOpenAi();
    const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '', apiKey: null }), fetch: fake.fetch, getTimeoutMs: () => 60 });
    fake.reply({ kind: 'stream', text: 'a b c d e f g h', delayMs: 200, chunkSizes: [400] });
    let text = '';
    const error = await adapter.streamChat(request, { onDelta: (d) => (d.type === 'content' ? (text += d.text) : undefined) }).then(() => null, (e: ApiRequestError) => e);
    expect(error?.code).toBe('TIMEOUT');
    expect(error?.message).toMatch(/No answer/);
    // A stream that keeps talking within the timeout is never cut.
    fake.reply({ kind: 'stream', text: 'a b c d e f g h', delayMs: 10, chunkSizes: [40] });
    await expect(adapter.streamChat(request, { onDelta: () => undefined })).resolves.toBeUndefined();
  });

  it('reads this month\'s usage and the limit from the billing endpoints, and fails where there are none', async () => {
    const { adapter, fake } = setup({}, { billing: { totalUsageCents: 1234, hardLimitUsd: 120 } });
    await expect(adapter.getUsage?.({ now: new Date('2024-02-10T12:00:00Z') })).resolves.toEqual({ monthUsd: 12.34, limitUsd: 120 });
    expect(fake.requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/openapi/v1/dashboard/billing/usage', '/openapi/v1/dashboard/billing/subscription']));
    const without = setup();
    expect(await codeOf(without.adapter.getUsage!())).toBe('UPSTREAM_ERROR');
  });
});

describe('createOpenAiChatAdapter.upload', () => {
  const file = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

  it('POSTs the file as multipart "file" to {baseUrl}/v1/upload and makes the answered path absolute', async () => {
    const { fake, adapter } = setup({ baseUrl: 'https://proxy.example.com/openapi', apiKey: 'sk-mine', accessPassword: 'pw' });
    const url = await adapter.upload!(file(), { fileName: 'cat.png' });
    expect(url).toMatch(/^https:\/\/proxy\.example\.com\/uploads\/\d+-cat\.png$/);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/openapi/v1/upload', body: { file: { name: 'cat.png', type: 'image/png', size: 4 } } });
    expect(sent?.headers.authorization).toBe('Bearer sk-mine');
    expect(sent?.headers['x-ptoken']).toBeUndefined();
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends our own server the signed-in user’s library token and the password, never the AI key', async () => {
    const fake = createFakeOpenAi({ accessPassword: 'pw', accountToken: 'jwt-1' });
    const adapter = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '/openapi', apiKey: 'sk-mine' }),
      gateway: gatewayFor(fake.fetch, { accessPassword: 'pw' }),
      librarySession: { getToken: () => 'jwt-1', refresh: () => Promise.resolve() },
    });
    await adapter.upload!(file(), { fileName: 'cat.png' });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer jwt-1');
    expect(fake.requests[0]?.headers['x-ptoken']).toBe('pw');

    // The library token stays with our server: another origin gets the AI key.
    const elsewhere = createFakeOpenAi();
    const direct = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: 'https://api.example.com', apiKey: 'sk-mine' }),
      gateway: gatewayFor(elsewhere.fetch, { accessPassword: 'pw' }),
      librarySession: { getToken: () => 'jwt-1', refresh: () => Promise.resolve() },
    });
    await direct.upload!(file(), { fileName: 'cat.png' });
    expect(elsewhere.requests[0]?.headers.authorization).toBe('Bearer sk-mine');
    expect(elsewhere.requests[0]?.headers['x-ptoken']).toBeUndefined();
  });

  it('renews an expired library token once and sends the file again', async () => {
    let token = 'old';
    const seen: (string | null)[] = [];
    const adapter = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }),
      fetch: (_input, init) => {
        const auth = new Headers(init?.headers).get('authorization');
        seen.push(auth);
        return Promise.resolve(
          auth === 'Bearer new'
            ? new Response(JSON.stringify({ url: '/api/attachments/a.png' }), { status: 200 })
            : new Response(JSON.stringify({ code: 'TOKEN_EXPIRED', msg: 'Access token expired' }), { status: 401 }),
        );
      },
      librarySession: { getToken: () => token, refresh: async () => void (token = 'new') },
    });
    expect(await adapter.upload!(file(), { fileName: 'a.png' })).toMatch(/\/api\/attachments\/a\.png$/);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('rejects with our server’s code when it wants an account or the quota is used up', async () => {
    const signedOut = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: createFakeOpenAi({ accountToken: 'jwt' }).fetch });
    await expect(signedOut.upload!(file(), { fileName: 'a.png' })).rejects.toMatchObject({ code: 'ATTACHMENT_NEEDS_ACCOUNT', status: 401 });
    const full = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }),
      fetch: () => Promise.resolve(new Response(JSON.stringify({ code: 'ATTACHMENT_QUOTA_EXCEEDED', msg: 'full', details: { quota_bytes: 10, used_bytes: 9 } }), { status: 413 })),
    });
    await expect(full.upload!(file(), { fileName: 'a.png' })).rejects.toMatchObject({ code: 'ATTACHMENT_QUOTA_EXCEEDED', details: { quota_bytes: 10, used_bytes: 9 } });
  });

  it('rejects with the text of an {error} answer', async () => {
    const { adapter } = setup({}, { uploadError: 'server is no open uploader' });
    await expect(adapter.upload!(file(), { fileName: 'cat.png' })).rejects.toMatchObject({ code: 'UPSTREAM_ERROR', message: 'server is no open uploader' });
  });

  it('rejects with the server\'s words on an HTTP error, and AUTH_REQUIRED without the password', async () => {
    const tooLarge = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }),
      gateway: gatewayFor(() => Promise.resolve(new Response(JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', msg: 'An attachment may not exceed 10 bytes' }), { status: 413 })), { accessPassword: 'pw' }),
    });
    await expect(tooLarge.upload!(file(), { fileName: 'big.png' })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'An attachment may not exceed 10 bytes' });
    expect(await codeOf(setup({}, { accessPassword: 'pw' }).adapter.upload!(file(), { fileName: 'a.png' }))).toBe('AUTH_REQUIRED');
  });
});
