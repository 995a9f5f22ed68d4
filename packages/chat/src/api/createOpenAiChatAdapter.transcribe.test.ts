import { type ApiRequestError, createGatewayClient } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { createFakeOpenAi } from '../testing/createFakeOpenAi';
import { DEFAULT_TRANSCRIPTION, type RecordedTranscription } from '../testing/fakeAudioTranscriptions';
import { openAiErrorBody } from '../testing/openAiWire';
import { createOpenAiChatAdapter } from './createOpenAiChatAdapter';
import type { ChatEndpoint } from './types';

const audio = new Blob([new Uint8Array(2048).fill(7)], { type: 'audio/webm' });

function setup({ accessPassword = null, ...endpoint }: Partial<ChatEndpoint> & { accessPassword?: string | null } = {}, options: Parameters<typeof createFakeOpenAi>[0] = {}) {
  const fake = createFakeOpenAi(options);
  const adapter = createOpenAiChatAdapter({
    getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null, ...endpoint }),
    gateway: createGatewayClient({ apiBaseUrl: '', getAccessPassword: () => accessPassword, fetch: fake.fetch }),
  });
  const transcribe = (blob = audio, fileName = 'whisper.webm') => adapter.transcribe!(blob, { fileName });
  return { fake, transcribe };
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: ApiRequestError) => e.code);

describe('createOpenAiChatAdapter.transcribe', () => {
  it('POSTs multipart file + model=whisper-1 to {baseUrl}/v1/audio/transcriptions and resolves the text', async () => {
    const { fake, transcribe } = setup({ accessPassword: 'pw' });
    fake.transcriptions.reply({ kind: 'text', text: '  Bonjour, 你好  ' });
    expect(await transcribe()).toBe('Bonjour, 你好');
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/openapi/v1/audio/transcriptions');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers['x-ptoken']).toBe('pw');
    expect(sent?.body).toEqual<RecordedTranscription>({
      model: 'whisper-1',
      file: { name: 'whisper.webm', type: 'audio/webm', size: 2048 },
      fields: {},
    });
  });

  it('answers unscripted requests with the default text, and sends the own key as Bearer', async () => {
    const { fake, transcribe } = setup({ apiKey: 'sk-mine', baseUrl: 'https://api.example.com/v1' }, { apiKey: 'sk-mine' });
    expect(await transcribe()).toBe(DEFAULT_TRANSCRIPTION);
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-mine');
    expect(fake.requests[0]?.path).toBe('/v1/audio/transcriptions');
  });

  it('maps errors as streamChat does: 423 → AUTH_REQUIRED, wrong key → INVALID_API_KEY, 500 → UPSTREAM', async () => {
    expect(await codeOf(setup({}, { accessPassword: 'pw' }).transcribe())).toBe('AUTH_REQUIRED');
    expect(await codeOf(setup({ apiKey: 'sk-wrong' }, { apiKey: 'sk-right' }).transcribe())).toBe('INVALID_API_KEY');
    const failing = setup();
    failing.fake.transcriptions.reply({ kind: 'error', status: 500, body: openAiErrorBody('The server had an error', 'server_error') });
    const error = await failing.transcribe().catch((e: ApiRequestError) => e);
    expect(error).toMatchObject({ code: 'UPSTREAM_ERROR', status: 500, message: 'The server had an error' });
  });

  it('the fake refuses what OpenAI refuses: an unknown format and an empty file', async () => {
    const { transcribe } = setup();
    await expect(transcribe(audio, 'voice.aiff')).rejects.toMatchObject({ code: 'UPSTREAM_ERROR', status: 400, message: expect.stringContaining('Invalid file format') });
    await expect(transcribe(new Blob([]), 'empty.wav')).rejects.toMatchObject({ status: 400, message: expect.stringContaining('too short') });
  });

  it('the fake answers 400 with OpenAI error JSON to a JSON body or a missing model', async () => {
    const fake = createFakeOpenAi();
    const asJson = await fake.fetch('/v1/audio/transcriptions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"model":"whisper-1"}' });
    expect(asJson.status).toBe(400);
    expect(await asJson.json()).toMatchObject({ error: { message: expect.stringContaining('multipart/form-data') } });
    const form = new FormData();
    form.append('file', audio, 'a.webm');
    const noModel = await fake.fetch('/v1/audio/transcriptions', { method: 'POST', body: form });
    expect(noModel.status).toBe(400);
    expect(await noModel.json()).toMatchObject({ error: { message: 'you must provide a model parameter' } });
    expect(fake.requests).toHaveLength(2);
  });

  it('rejects with ABORTED when the signal aborts, and with UPSTREAM when the answer has no text', async () => {
    // As a browser's fetch does: an aborted signal rejects with AbortError.
    const abortable = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '', apiKey: null }),
      fetch: (_url, init) => (init?.signal?.aborted ? Promise.reject(new DOMException('Aborted', 'AbortError')) : Promise.resolve(new Response('{"text":"x"}'))),
    });
    const controller = new AbortController();
    controller.abort();
    expect(await codeOf(abortable.transcribe!(audio, { fileName: 'a.webm', signal: controller.signal }))).toBe('ABORTED');
    const odd = createOpenAiChatAdapter({
      getEndpoint: () => ({ baseUrl: '', apiKey: null }),
      fetch: () => Promise.resolve(new Response('{"result":"?"}', { status: 200 })),
    });
    expect(await codeOf(odd.transcribe!(audio, { fileName: 'a.webm' }))).toBe('UPSTREAM_ERROR');
  });
});
