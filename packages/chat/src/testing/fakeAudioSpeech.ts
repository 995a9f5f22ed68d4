import { TTS_VOICES } from '../api/types';
import { openAiErrorBody } from './openAiWire';

const SPEECH_MODELS = ['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts'];
const INPUT_MAX = 4096;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A real, playable mono 16-bit PCM WAV holding a sine tone. */
export function createSineWav({ seconds = 1, hz = 440, sampleRate = 8000 }: { seconds?: number; hz?: number; sampleRate?: number } = {}): Uint8Array<ArrayBuffer> {
  const samples = Math.max(1, Math.round(seconds * sampleRate));
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    view.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * hz * i) / sampleRate) * 0.3 * 0x7fff), true);
  }
  return bytes;
}

/** `POST /v1/audio/speech` as OpenAI answers it: validates like OpenAI, then a short WAV. */
export function answerAudioSpeech(body: unknown): Response {
  const { model, input, voice } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof model !== 'string' || model === '') return json(400, openAiErrorBody('you must provide a model parameter', 'invalid_request_error', null));
  if (!SPEECH_MODELS.includes(model)) return json(404, openAiErrorBody(`The model \`${model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found'));
  if (typeof input !== 'string' || input === '') return json(400, openAiErrorBody("Missing required parameter: 'input'.", 'invalid_request_error', 'missing_required_parameter'));
  if (input.length > INPUT_MAX) return json(400, openAiErrorBody(`Input is too long: ${input.length} characters; the maximum is ${INPUT_MAX}.`, 'invalid_request_error', 'string_above_max_length'));
  if (typeof voice !== 'string' || !(TTS_VOICES as readonly string[]).includes(voice)) {
    return json(400, openAiErrorBody(`Invalid value for 'voice': '${String(voice)}'. Supported values are: ${TTS_VOICES.map((v) => `'${v}'`).join(', ')}.`, 'invalid_request_error', 'invalid_value'));
  }
  // Each voice and input gets its own pitch, so different clips differ byte for byte.
  const hz = 220 + TTS_VOICES.indexOf(voice as (typeof TTS_VOICES)[number]) * 60 + (input.length % 50);
  const wav = createSineWav({ hz });
  return new Response(wav, { status: 200, headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(wav.byteLength) } });
}
