import { type ApiRequestError, createGatewayClient } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { createFakeOpenAi } from '../testing/createFakeOpenAi';
import { createOpenAiChatAdapter } from './createOpenAiChatAdapter';
import type { ChatEndpoint } from './types';

function setup({ accessPassword = null, ...endpoint }: Partial<ChatEndpoint> & { accessPassword?: string | null } = {}, options: Parameters<typeof createFakeOpenAi>[0] = {}) {
  const fake = createFakeOpenAi(options);
  const adapter = createOpenAiChatAdapter({
    getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null, ...endpoint }),
    gateway: createGatewayClient({ apiBaseUrl: '', getAccessPassword: () => accessPassword, fetch: fake.fetch }),
  });
  return { fake, speak: adapter.speak! };
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: ApiRequestError) => e.code);

describe('createOpenAiChatAdapter().speak', () => {
  it('POSTs {model: tts-1, input, voice} to {base}/v1/audio/speech and resolves the audio typed from Content-Type', async () => {
    const { fake, speak } = setup({ accessPassword: 'pw' });
    const audio = await speak({ input: 'Read me', voice: 'shimmer' });
    expect(audio.type).toBe('audio/wav');
    expect(new TextDecoder().decode((await audio.arrayBuffer()).slice(0, 4))).toBe('RIFF');
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/openapi/v1/audio/speech');
    expect(sent?.body).toEqual({ model: 'tts-1', input: 'Read me', voice: 'shimmer' });
    expect(sent?.headers['x-ptoken']).toBe('pw');
  });

  it('sends the own key as Bearer to the own address', async () => {
    const { fake, speak } = setup({ baseUrl: 'https://api.example.com/v1', apiKey: 'sk-mine' });
    await speak({ input: 'x', voice: 'alloy', model: 'tts-1-hd' });
    expect(fake.requests[0]?.path).toBe('/v1/audio/speech');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-mine');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'tts-1-hd' });
  });

  it('defaults the type to audio/mpeg when the answer names none', async () => {
    const adapter = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '', apiKey: null }),
      fetch: () => Promise.resolve(new Response(new Uint8Array([0xff, 0xfb, 0x90]), { status: 200, headers: {} })),
    });
    const audio = await adapter.speak!({ input: 'x', voice: 'alloy' });
    expect(audio.type).toBe('audio/mpeg');
    expect(audio.size).toBe(3);
  });

  it('maps errors like the other calls: 423, wrong key, OpenAI error JSON, an HTML page, no network', async () => {
    expect(await codeOf(setup({}, { accessPassword: 'pw' }).speak({ input: 'x', voice: 'alloy' }))).toBe('AUTH_REQUIRED');
    expect(await codeOf(setup({ apiKey: 'sk-wrong' }, { apiKey: 'sk-right' }).speak({ input: 'x', voice: 'alloy' }))).toBe('INVALID_API_KEY');
    await expect(setup().speak({ input: '', voice: 'alloy' })).rejects.toMatchObject({ code: 'UPSTREAM_ERROR', status: 400, message: expect.stringMatching(/input/) });
    const html = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '', apiKey: null }),
      fetch: () => Promise.resolve(new Response('<html>login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
    });
    await expect(html.speak!({ input: 'x', voice: 'alloy' })).rejects.toMatchObject({ code: 'UPSTREAM_ERROR' });
    const offline = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '', apiKey: null }),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await codeOf(offline.speak!({ input: 'x', voice: 'alloy' }))).toBe('NETWORK_ERROR');
  });

  it('aborts with ABORTED when the caller gives up', async () => {
    // Like a real fetch: the request hangs until its signal aborts it.
    const adapter = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '', apiKey: null }),
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    });
    const controller = new AbortController();
    const pending = codeOf(adapter.speak!({ input: 'x', voice: 'alloy' }, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toBe('ABORTED');
  });
});
