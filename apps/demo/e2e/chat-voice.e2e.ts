import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFakeOpenAi, type FakeOpenAi, type RecordedTranscription } from '@atelier/chat/testing';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@atelier/chat/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoPageProblems,
  fakeMicrophoneArgs,
  newPage,
  type RunningServer,
  setBrowserArgs,
  startServer,
} from '../../../tooling/e2e';

const RATE = 48_000;

/** 16-bit mono PCM WAV: `ms` of silence or of a voice-like tone (a gliding pitch in syllables). */
function wav(parts: { ms: number; voice: boolean }[]): Buffer {
  const samples: number[] = [];
  for (const part of parts) {
    const count = Math.round((part.ms / 1000) * RATE);
    for (let i = 0; i < count; i += 1) {
      const t = i / RATE;
      const pitch = 180 + 60 * Math.sin(2 * Math.PI * 1.5 * t);
      const syllables = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t);
      const tone = Math.sin(2 * Math.PI * pitch * t) + 0.5 * Math.sin(4 * Math.PI * pitch * t);
      samples.push(part.voice ? 0.35 * syllables * tone : 0);
    }
  }
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(s * 32767))), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

// Chromium's fake microphone loops the file: a short phrase, then silence well past the 2 s that stop a recording.
const dir = mkdtempSync(path.join(tmpdir(), 'atelier-voice-'));
const wavPath = path.join(dir, 'phrase.wav');
writeFileSync(wavPath, wav([{ ms: 300, voice: false }, { ms: 1500, voice: true }, { ms: 5000, voice: false }]));
setBrowserArgs(fakeMicrophoneArgs(wavPath));

let fake: FakeOpenAi;
let upstream: FakeOpenAiServer;
let server: RunningServer;
beforeAll(async () => {
  fake = createFakeOpenAi({ transcriptionText: 'What is the capital of France?' });
  upstream = await startFakeOpenAiServer(fake);
  server = await startServer({ env: { OPENAI_API_BASE_URL: upstream.url, OPENAI_API_KEY: 'sk-e2e' } });
});
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('chat voice recording with a fake microphone', () => {
  it('records, stops by itself after the silence, transcribes through the server and sends the text as the message', async () => {
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 740 } });
    await page.addInitScript(() => {
      localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: true, theme: 'light', language: 'en-US' }, expire: null }));
    });
    await page.goto('/chat', { waitUntil: 'networkidle' });
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: /Voice/ }).click();
    const recorder = page.getByRole('group', { name: 'Voice recording' });
    await recorder.getByRole('button', { name: 'Start' }).waitFor();
    await expectNoAxeViolations(page);
    await recorder.getByRole('button', { name: 'Start' }).click();
    await recorder.getByText('Recording…').waitFor({ timeout: 10_000 });
    // The level follows the phrase: the meter moves while it plays.
    await expect
      .poll(async () => Number(await recorder.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow').catch(() => '0')), { timeout: 10_000 })
      .toBeGreaterThan(30);

    // Nobody presses Stop or Send: the silence after the phrase ends the recording and sends it.
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText('What is the capital of France?', { exact: true }).waitFor({ timeout: 20_000 });
    await log.getByText('You said: What is the capital of France?').waitFor({ timeout: 15_000 });
    await expect.poll(() => recorder.count()).toBe(0);

    const transcription = fake.requests.find((r) => r.path === '/v1/audio/transcriptions');
    expect(transcription?.headers.authorization).toBe('Bearer sk-e2e');
    expect(transcription?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = transcription?.body as RecordedTranscription;
    expect(body.model).toBe('whisper-1');
    expect(body.file?.name).toBe('whisper.webm');
    expect(body.file?.type).toMatch(/^audio\/webm/);
    expect(body.file?.size).toBeGreaterThan(1000);
    const chat = fake.requests.find((r) => r.path === '/v1/chat/completions')?.body as { messages: { role: string; content: string }[] };
    expect(chat.messages.at(-1)).toEqual({ role: 'user', content: 'What is the capital of France?' });
    expect(await input.inputValue()).toBe('');
    expectNoPageProblems(page);
  });
});
