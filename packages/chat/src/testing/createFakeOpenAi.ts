import { createFakeAudioTranscriptions, type FakeTranscriptions } from './fakeAudioTranscriptions';
import { answerAudioSpeech } from './fakeAudioSpeech';
import { fakeUpload, type FakeUploadOptions } from './fakeUpload';
import { openAiErrorBody, splitBytes, streamText, tokenize } from './openAiWire';
import type { RecordedRequest } from './recordedRequest';

/** One scripted answer of the fake server; unscripted requests get an echo reply. */
export type FakeReply =
  | {
      kind: 'stream';
      text: string;
      reasoning?: string;
      finishReason?: string;
      /** Byte sizes the body is cut into (cycled). @default [7, 3, 11, 1, 5] */
      chunkSizes?: readonly number[];
      /** Delay between chunks in ms. @default 0 */
      delayMs?: number;
      /** Breaks the connection after this many bytes (network loss mid-stream). */
      dropAfterBytes?: number;
      /** Sends an OpenAI error object as an SSE event after the text (as some proxies do). */
      errorMidStream?: string;
      lineEnding?: '\n' | '\r\n';
      /** Told each time a chunk is sent: how far through its body the stream is (benches). */
      onSent?: (sentBytes: number, totalBytes: number) => void;
    }
  | { kind: 'error'; status: number; body: unknown };

export interface FakeOpenAiOptions extends FakeUploadOptions {
  models?: string[];
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401 with OpenAI's error JSON. */
  apiKey?: string;
  /** When set, requests without this `x-ptoken` get 423 `token_check`, own key or not (as our server). */
  accessPassword?: string;
  /** Answers OpenAI's legacy billing endpoints; without it they are 404, as on most servers today. */
  billing?: { totalUsageCents: number; hardLimitUsd: number };
  /** What unscripted `POST /v1/audio/transcriptions` answers. @default DEFAULT_TRANSCRIPTION */
  transcriptionText?: string;
}

export interface FakeOpenAi {
  readonly requests: RecordedRequest[];
  /** Queues answers for the next chat requests, in order. */
  reply(...replies: FakeReply[]): void;
  /** `POST /v1/audio/transcriptions`; script its answers with `transcriptions.reply(…)`. */
  readonly transcriptions: FakeTranscriptions;
  handle(request: Request): Promise<Response>;
  /** A `fetch` bound to the fake (URLs are matched by path only). */
  fetch: typeof fetch;
}

const DEFAULT_CHUNKS = [7, 3, 11, 1, 5];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const onAbort = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', onAbort), resolve()), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

function streamBody(reply: Extract<FakeReply, { kind: 'stream' }>, model: string, signal: AbortSignal) {
  let text = streamText({
    model,
    tokens: tokenize(reply.text),
    ...(reply.reasoning ? { reasoning: tokenize(reply.reasoning) } : {}),
    ...(reply.finishReason ? { finishReason: reply.finishReason } : {}),
    ...(reply.lineEnding ? { lineEnding: reply.lineEnding } : {}),
  });
  if (reply.errorMidStream) {
    const cut = text.lastIndexOf('data: {');
    text = `${text.slice(0, cut)}data: ${JSON.stringify(openAiErrorBody(reply.errorMidStream, 'server_error'))}\n\n`;
  }
  const parts = splitBytes(new TextEncoder().encode(text), reply.chunkSizes ?? DEFAULT_CHUNKS);
  let sent = 0;
  let index = 0;
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await wait(reply.delayMs ?? 0, signal);
      if (signal.aborted) return controller.error(new DOMException('Aborted', 'AbortError'));
      const part = parts[index++];
      if (!part) return controller.close();
      if (reply.dropAfterBytes !== undefined && sent + part.length > reply.dropAfterBytes) {
        controller.enqueue(part.subarray(0, Math.max(0, reply.dropAfterBytes - sent)));
        return controller.error(new TypeError('network error'));
      }
      sent += part.length;
      controller.enqueue(part);
      reply.onSent?.(sent, total);
    },
  });
}

function lastUserText(body: unknown): string {
  const messages = (body as { messages?: { role: string; content: string | { type: string; text?: string }[] }[] } | null)?.messages ?? [];
  const content = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  return typeof content === 'string' ? content : content.flatMap((part) => (part.type === 'text' && part.text ? [part.text] : [])).join(' ');
}

/**
 * A protocol-faithful stand-in for an OpenAI-compatible server: `POST /v1/chat/completions`
 * (SSE with arbitrary chunking) and `GET /v1/models`, with OpenAI's error JSON on demand.
 */
export function createFakeOpenAi(options: FakeOpenAiOptions = {}): FakeOpenAi {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  const models = options.models ?? ['gpt-4o-mini', 'gpt-4o', 'deepseek-reasoner'];
  const transcriptions = createFakeAudioTranscriptions(options.transcriptionText);

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url, 'http://fake.local');
    const upload = await fakeUpload(request, requests, options);
    if (upload) return upload;
    // Multipart bodies (audio, files) are read by their own handler.
    const multipart = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
    const text = request.method === 'GET' || multipart ? '' : await request.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      return json(400, openAiErrorBody('We could not parse the JSON body of your request.'));
    }
    const headers = Object.fromEntries(request.headers.entries());
    requests.push({ method: request.method, path: url.pathname, headers, body });
    const bearer = headers.authorization?.replace(/^Bearer\s+/i, '') ?? null;
    if (options.accessPassword && headers['x-ptoken'] !== options.accessPassword) {
      return json(423, { code: 'token_check', message: 'Error: 无访问权限 | No access rights' });
    }
    if (options.apiKey && bearer !== null && bearer !== options.apiKey) {
      return json(401, openAiErrorBody(`Incorrect API key provided: ${bearer.slice(0, 6)}***.`, 'invalid_request_error', 'invalid_api_key'));
    }
    if (url.pathname.endsWith('/v1/models') && request.method === 'GET') {
      return json(200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })) });
    }
    if (options.billing && request.method === 'GET' && url.pathname.endsWith('/v1/dashboard/billing/usage')) {
      return json(200, { object: 'list', total_usage: options.billing.totalUsageCents, daily_costs: [] });
    }
    if (options.billing && request.method === 'GET' && url.pathname.endsWith('/v1/dashboard/billing/subscription')) {
      return json(200, { object: 'billing_subscription', has_payment_method: true, hard_limit_usd: options.billing.hardLimitUsd, system_hard_limit_usd: options.billing.hardLimitUsd });
    }
    if (url.pathname.endsWith('/v1/audio/transcriptions')) return transcriptions.handle(request, requests.at(-1) as RecordedRequest);
    if (url.pathname.endsWith('/v1/audio/speech') && request.method === 'POST') return answerAudioSpeech(body);
    if (!url.pathname.endsWith('/v1/chat/completions') || request.method !== 'POST') {
      return json(404, openAiErrorBody(`Invalid URL (${request.method} ${url.pathname})`));
    }
    const model = (body as { model?: unknown } | null)?.model;
    if (typeof model !== 'string') return json(400, openAiErrorBody('you must provide a model parameter'));
    const reply = queue.shift() ?? { kind: 'stream', text: `You said: ${lastUserText(body)}` };
    if (reply.kind === 'error') return json(reply.status, reply.body);
    return new Response(streamBody(reply, model, request.signal), {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }

  return {
    requests,
    reply: (...replies) => void queue.push(...replies),
    transcriptions,
    handle,
    fetch: (input, init) => handle(new Request(new URL(String(input instanceof Request ? input.url : input), 'http://fake.local'), init)),
  };
}
