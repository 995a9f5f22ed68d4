import { ChatApiError } from './ChatApiError';
import { createSseParser } from './createSseParser';
import { mapHttpError } from './mapHttpError';
import { DONE, readChatChunk } from './readChatChunk';
import type { ChatCompletionRequest, ChatEndpoint, ChatModelAdapter, ChatStreamOptions } from './types';

export interface OpenAiChatAdapterOptions {
  /** Read on every call so settings changes apply to the next request. */
  getEndpoint: () => ChatEndpoint;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Longest wait for the answer's headers and, after them, the longest silence inside the
   * stream (Settings → Advanced). Read on every call. @default no timeout
   */
  getTimeoutMs?: () => number | null;
}

/**
 * A signal that aborts with the caller's, or when `ms` pass without `touch()`: a stalled
 * upstream otherwise leaves the reply "streaming" forever.
 */
function silenceGuard(outer: AbortSignal | undefined, ms: number | null) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onOuter = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuter, { once: true });
  const touch = () => {
    if (ms === null || ms <= 0) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  touch();
  return {
    signal: controller.signal,
    touch,
    timedOut: () => timedOut,
    dispose: () => {
      if (timer !== null) clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
    },
  };
}

function authHeaders(endpoint: ChatEndpoint): Record<string, string> {
  if (endpoint.apiKey) return { Authorization: `Bearer ${endpoint.apiKey}` };
  if (endpoint.accessPassword) return { 'x-ptoken': endpoint.accessPassword };
  return {};
}

function headersFor(endpoint: ChatEndpoint, accept: string): Record<string, string> {
  return { 'Content-Type': 'application/json', Accept: accept, ...authHeaders(endpoint) };
}

/** The upload service may answer a path (reference §2.6); models need a whole URL. */
function absoluteUrl(url: string, baseUrl: string): string {
  const base = /^https?:\/\//i.test(baseUrl) ? baseUrl : globalThis.location?.href;
  try {
    return base ? new URL(url, base).href : url;
  } catch {
    return url;
  }
}

// Accept both `http://host` and `http://host/v1` (how Ollama documents its address).
const urlFor = (endpoint: ChatEndpoint, path: string) => `${endpoint.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1${path}`;

function isAbort(error: unknown, signal: AbortSignal | undefined) {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

async function request(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, signal ? { ...init, signal } : init);
  } catch (cause) {
    if (isAbort(cause, signal)) throw new ChatApiError('ABORTED', 'Aborted', null, { cause });
    throw new ChatApiError('NETWORK', cause instanceof Error ? cause.message : 'Network error', null, { cause });
  }
  if (!response.ok) throw mapHttpError(response.status, await response.text().catch(() => ''));
  return response;
}

/** The default adapter: any OpenAI-compatible `/v1/chat/completions` with `stream: true`. */
export function createOpenAiChatAdapter(options: OpenAiChatAdapterOptions): ChatModelAdapter {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  async function streamBody(body: ChatCompletionRequest, endpoint: ChatEndpoint, guard: ReturnType<typeof silenceGuard>, onDelta: ChatStreamOptions['onDelta']) {
    const signal = guard.signal;
    const response = await request(
      fetchImpl,
      urlFor(endpoint, '/chat/completions'),
      { method: 'POST', headers: headersFor(endpoint, 'text/event-stream'), body: JSON.stringify({ ...body, stream: true }) },
      signal,
    );
    if (!response.body) throw new ChatApiError('UPSTREAM', 'Empty response body', response.status);
    const reader = response.body.getReader();
    const parser = createSseParser();
    const handle = (events: { data: string }[]) => {
      for (const { data } of events) {
        const deltas = readChatChunk(data);
        if (deltas === DONE) return true;
        deltas.forEach(onDelta);
      }
      return false;
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        guard.touch();
        if (done) {
          handle(parser.end());
          return;
        }
        if (handle(parser.feed(value))) return;
      }
    } catch (cause) {
      if (cause instanceof ChatApiError) throw cause;
      if (isAbort(cause, signal)) throw new ChatApiError('ABORTED', 'Aborted', null, { cause });
      throw new ChatApiError('NETWORK', cause instanceof Error ? cause.message : 'Stream interrupted', null, { cause });
    } finally {
      reader.cancel().catch(() => undefined);
    }
  }

  return {
    async streamChat(body, { signal: outer, onDelta }) {
      const endpoint = options.getEndpoint();
      const timeoutMs = options.getTimeoutMs?.() ?? null;
      const guard = silenceGuard(outer, timeoutMs);
      const timeoutError = (cause: unknown) => new ChatApiError('NETWORK', `No answer for ${Math.round((timeoutMs ?? 0) / 1000)} s`, null, { cause });
      try {
        await streamBody(body, endpoint, guard, onDelta);
      } catch (error) {
        if (guard.timedOut()) throw timeoutError(error);
        throw error;
      } finally {
        guard.dispose();
      }
    },
    async getUsage({ signal, now = new Date() } = {}) {
      const endpoint = options.getEndpoint();
      const y = now.getUTCFullYear();
      const m = now.getUTCMonth();
      const day = (d: Date) => d.toISOString().slice(0, 10);
      // The usage endpoint wants the month as a date range, end inclusive of its last day.
      const range = `start_date=${day(new Date(Date.UTC(y, m, 1)))}&end_date=${day(new Date(Date.UTC(y, m + 1, 0)))}`;
      const get = async (path: string) => {
        const response = await request(fetchImpl, urlFor(endpoint, path), { method: 'GET', headers: headersFor(endpoint, 'application/json') }, signal);
        const body: unknown = await response.json().catch(() => null);
        if (typeof body !== 'object' || body === null) throw new ChatApiError('UPSTREAM', `Unexpected ${path} answer`, response.status);
        return body as Record<string, unknown>;
      };
      const [usage, subscription] = await Promise.all([get(`/dashboard/billing/usage?${range}`), get('/dashboard/billing/subscription')]);
      if (typeof usage.total_usage !== 'number') throw new ChatApiError('UPSTREAM', 'No total_usage in the usage answer', 200);
      const limit = subscription.hard_limit_usd ?? subscription.hard_limit;
      return { monthUsd: usage.total_usage / 100, limitUsd: typeof limit === 'number' ? limit : null };
    },
    async transcribe(audio, { fileName, signal }) {
      const endpoint = options.getEndpoint();
      const form = new FormData();
      form.append('file', audio, fileName);
      form.append('model', 'whisper-1');
      // No Content-Type: fetch writes the multipart boundary itself.
      const response = await request(
        fetchImpl,
        urlFor(endpoint, '/audio/transcriptions'),
        { method: 'POST', headers: { Accept: 'application/json', ...authHeaders(endpoint) }, body: form },
        signal,
      );
      const body: unknown = await response.json().catch(() => null);
      const text = typeof body === 'object' && body !== null ? (body as { text?: unknown }).text : undefined;
      if (typeof text !== 'string') throw new ChatApiError('UPSTREAM', 'No text in the transcription answer', response.status);
      return text.trim();
    },
    async speak({ input, voice, model = 'tts-1' }, { signal } = {}) {
      const endpoint = options.getEndpoint();
      const response = await request(
        fetchImpl,
        urlFor(endpoint, '/audio/speech'),
        { method: 'POST', headers: headersFor(endpoint, 'audio/*'), body: JSON.stringify({ model, input, voice }) },
        signal,
      );
      // A proxy that answers 200 with an error page would otherwise be "played" as silence.
      const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || 'audio/mpeg';
      if (type.startsWith('text/') || type.includes('json')) throw new ChatApiError('UPSTREAM', `Expected audio, got ${type}`, response.status);
      try {
        return new Blob([await response.arrayBuffer()], { type });
      } catch (cause) {
        if (isAbort(cause, signal)) throw new ChatApiError('ABORTED', 'Aborted', null, { cause });
        throw new ChatApiError('NETWORK', cause instanceof Error ? cause.message : 'Download interrupted', null, { cause });
      }
    },
    async upload(file, { fileName, signal }) {
      const endpoint = options.getEndpoint();
      const form = new FormData();
      form.append('file', file, fileName);
      // No Content-Type: fetch writes the multipart boundary itself.
      const response = await request(fetchImpl, urlFor(endpoint, '/upload'), { method: 'POST', headers: { Accept: 'application/json', ...authHeaders(endpoint) }, body: form }, signal);
      const body: unknown = await response.json().catch(() => null);
      const answer = typeof body === 'object' && body !== null ? (body as { url?: unknown; error?: unknown }) : {};
      if (typeof answer.error === 'string' && answer.error !== '') throw new ChatApiError('UPSTREAM', answer.error, response.status);
      if (typeof answer.url !== 'string' || answer.url === '') throw new ChatApiError('UPSTREAM', 'The upload service answered without a url', response.status);
      return absoluteUrl(answer.url, endpoint.baseUrl);
    },
    async listModels({ signal } = {}) {
      const endpoint = options.getEndpoint();
      const response = await request(
        fetchImpl,
        urlFor(endpoint, '/models'),
        { method: 'GET', headers: headersFor(endpoint, 'application/json') },
        signal,
      );
      const body: unknown = await response.json().catch(() => null);
      const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
      if (!Array.isArray(data)) throw new ChatApiError('UPSTREAM', 'Unexpected /v1/models answer', response.status);
      return data.flatMap((item: unknown) =>
        typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'
          ? [(item as { id: string }).id]
          : [],
      );
    },
  };
}
