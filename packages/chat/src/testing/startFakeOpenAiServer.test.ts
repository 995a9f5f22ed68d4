import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiChatAdapter } from '../api/createOpenAiChatAdapter';
import { createFakeOpenAi } from './createFakeOpenAi';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './startFakeOpenAiServer';

let server: FakeOpenAiServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('startFakeOpenAiServer', () => {
  it('streams a reply over real HTTP and records the request', async () => {
    const fake = createFakeOpenAi();
    fake.reply({ kind: 'stream', text: 'über 中文 ok', chunkSizes: [2] });
    server = await startFakeOpenAiServer(fake);
    const url = server.url;
    const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: url, apiKey: 'sk-1' }) });
    let text = '';
    await adapter.streamChat(
      { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], temperature: 0.5, top_p: 1, presence_penalty: 0, frequency_penalty: 0, max_tokens: 10 },
      { onDelta: (d) => (d.type === 'content' ? (text += d.text) : undefined) },
    );
    expect(text).toBe('über 中文 ok');
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions', headers: { authorization: 'Bearer sk-1' } });
  });
});
