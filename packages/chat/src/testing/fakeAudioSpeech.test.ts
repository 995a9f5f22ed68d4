import { describe, expect, it } from 'vitest';
import { createFakeOpenAi } from './createFakeOpenAi';
import { createSineWav } from './fakeAudioSpeech';

const speech = (fake: ReturnType<typeof createFakeOpenAi>, body: unknown) =>
  fake.fetch('/openapi/v1/audio/speech', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

describe('the fake /v1/audio/speech', () => {
  it('answers a well-formed WAV with a real tone and records the request', async () => {
    const fake = createFakeOpenAi();
    const response = await speech(fake, { model: 'tts-1', input: 'Hello there', voice: 'nova' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect(ascii(bytes, 0, 4)).toBe('RIFF');
    expect(ascii(bytes, 8, 16)).toBe('WAVEfmt ');
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(view.getUint16(20, true)).toBe(1);
    expect(ascii(bytes, 36, 40)).toBe('data');
    expect(view.getUint32(40, true)).toBe(bytes.length - 44);
    const samples = Array.from({ length: 200 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(Math.max(...samples)).toBeGreaterThan(5000);
    expect(Math.min(...samples)).toBeLessThan(-5000);
    expect(fake.requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/openapi/v1/audio/speech', body: { model: 'tts-1', input: 'Hello there', voice: 'nova' } }),
    ]);
  });

  it('gives each voice its own clip', async () => {
    const fake = createFakeOpenAi();
    const a = await (await speech(fake, { model: 'tts-1', input: 'x', voice: 'alloy' })).arrayBuffer();
    const b = await (await speech(fake, { model: 'tts-1', input: 'x', voice: 'onyx' })).arrayBuffer();
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it.each([
    [{ model: 'tts-1', voice: 'alloy' }, 400, /input/],
    [{ model: 'tts-1', input: '', voice: 'alloy' }, 400, /input/],
    [{ model: 'tts-1', input: 'x'.repeat(4097), voice: 'alloy' }, 400, /too long/],
    [{ model: 'tts-1', input: 'hi', voice: 'robot' }, 400, /voice/],
    [{ input: 'hi', voice: 'alloy' }, 400, /model/],
    [{ model: 'gpt-4o', input: 'hi', voice: 'alloy' }, 404, /does not exist/],
  ])('refuses %j like OpenAI does', async (body, status, message) => {
    const response = await speech(createFakeOpenAi(), body);
    expect(response.status).toBe(status);
    const error = ((await response.json()) as { error: { message: string; type: string } }).error;
    expect(error.message).toMatch(message);
    expect(error.type).toBe('invalid_request_error');
  });

  it('builds WAVs of the asked length', () => {
    expect(createSineWav({ seconds: 1, sampleRate: 8000 }).length).toBe(44 + 16000);
  });
});
