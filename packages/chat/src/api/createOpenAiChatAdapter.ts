import { ApiRequestError, gatewayHeaders, isOwnServer, type OwnCredential, ownServerOf } from '@atelier/core';
import { isAttachmentServerCode } from './attachmentServerCodes';
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
  /**
   * The library session (signed-in user), for attachments uploaded to our own server, which keeps
   * files only for accounts: the token is sent there (never elsewhere), and an expired one is
   * refreshed once. Without it, only the access password can open our upload.
   */
  librarySession?: LibrarySession;
}

/** The signed-in user's library session, as the chat's uploads to our own server need it. */
export interface LibrarySession {
  /** The library API access token, or null when signed out. */
  getToken(): string | null;
  /** Renews an expired access token (any authenticated call through the library client does). */
  refresh(): Promise<unknown>;
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

const bearer = (token: string | null): OwnCredential | null => (token ? ['Authorization', `Bearer ${token}`] : null);
const ownServerFor = (endpoint: ChatEndpoint) => endpoint.ownServer ?? ownServerOf('');

/** The own key goes where the user pointed it; the access password only to our own server (core's rule). */
function authHeaders(endpoint: ChatEndpoint, url: string): Record<string, string> {
  return gatewayHeaders({ url, own: ownServerFor(endpoint), accessPassword: endpoint.accessPassword, credential: bearer(endpoint.apiKey) });
}

function headersFor(endpoint: ChatEndpoint, url: string, accept: string): Record<string, string> {
  return { 'Content-Type': 'application/json', Accept: accept, ...authHeaders(endpoint, url) };
}

function serverCode(bodyText: string): { code: string; msg: string; details?: Record<string, unknown> } | null {
  try {
    const body = JSON.parse(bodyText) as unknown;
    if (typeof body !== 'object' || body === null) return null;
    const { code, msg, details } = body as { code?: unknown; msg?: unknown; details?: unknown };
    if (typeof code !== 'string') return null;
    return { code, msg: typeof msg === 'string' ? msg : code, ...(typeof details === 'object' && details !== null ? { details: details as Record<string, unknown> } : {}) };
  } catch {
    return null;
  }
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

/** The answer whatever its status; network failures and aborts reject with a `ChatApiError`. */
async function send(fetchImpl: typeof fetch, url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  try {
    return await fetchImpl(url, signal ? { ...init, signal } : init);
  } catch (cause) {
    if (isAbort(cause, signal)) throw new ChatApiError('ABORTED', 'Aborted', null, { cause });
    throw new ChatApiError('NETWORK', cause instanceof Error ? cause.message : 'Network error', null, { cause });
  }
}

async function request(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const response = await send(fetchImpl, url, init, signal);
  if (!response.ok) throw mapHttpError(response.status, await response.text().catch(() => ''));
  return response;
}

/** The default adapter: any OpenAI-compatible `/v1/chat/completions` with `stream: true`. */
export function createOpenAiChatAdapter(options: OpenAiChatAdapterOptions): ChatModelAdapter {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  async function streamBody(body: ChatCompletionRequest, endpoint: ChatEndpoint, guard: ReturnType<typeof silenceGuard>, onDelta: ChatStreamOptions['onDelta']) {
    const signal = guard.signal;
    const url = urlFor(endpoint, '/chat/completions');
    const response = await request(
      fetchImpl,
      url,
      { method: 'POST', headers: headersFor(endpoint, url, 'text/event-stream'), body: JSON.stringify({ ...body, stream: true }) },
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
        const url = urlFor(endpoint, path);
        const response = await request(fetchImpl, url, { method: 'GET', headers: headersFor(endpoint, url, 'application/json') }, signal);
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
      const url = urlFor(endpoint, '/audio/transcriptions');
      const response = await request(fetchImpl, url, { method: 'POST', headers: { Accept: 'application/json', ...authHeaders(endpoint, url) }, body: form }, signal);
      const body: unknown = await response.json().catch(() => null);
      const text = typeof body === 'object' && body !== null ? (body as { text?: unknown }).text : undefined;
      if (typeof text !== 'string') throw new ChatApiError('UPSTREAM', 'No text in the transcription answer', response.status);
      return text.trim();
    },
    async speak({ input, voice, model = 'tts-1' }, { signal } = {}) {
      const endpoint = options.getEndpoint();
      const url = urlFor(endpoint, '/audio/speech');
      const response = await request(
        fetchImpl,
        url,
        { method: 'POST', headers: headersFor(endpoint, url, 'audio/*'), body: JSON.stringify({ model, input, voice }) },
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
      const url = urlFor(endpoint, '/upload');
      const ours = isOwnServer(url, ownServerFor(endpoint));
      const session = ours ? options.librarySession : undefined;
      const post = () => {
        const form = new FormData();
        form.append('file', file, fileName);
        // Our server keeps files for accounts, so the library session goes there instead of an AI key.
        const credential = ours ? bearer(session?.getToken() ?? null) : bearer(endpoint.apiKey);
        const headers = { Accept: 'application/json', ...gatewayHeaders({ url, own: ownServerFor(endpoint), accessPassword: endpoint.accessPassword, credential }) };
        // No Content-Type: fetch writes the multipart boundary itself.
        return send(fetchImpl, url, { method: 'POST', headers, body: form }, signal);
      };
      let response = await post();
      if (response.status === 401 && session?.getToken() && serverCode(await response.clone().text().catch(() => ''))?.code === 'TOKEN_EXPIRED') {
        await session.refresh().catch(() => undefined);
        response = await post();
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        const known = ours ? serverCode(text) : null;
        if (known && isAttachmentServerCode(known.code)) throw new ApiRequestError(known.code, known.msg, response.status, known.details);
        throw mapHttpError(response.status, text);
      }
      const body: unknown = await response.json().catch(() => null);
      const answer = typeof body === 'object' && body !== null ? (body as { url?: unknown; error?: unknown }) : {};
      if (typeof answer.error === 'string' && answer.error !== '') throw new ChatApiError('UPSTREAM', answer.error, response.status);
      if (typeof answer.url !== 'string' || answer.url === '') throw new ChatApiError('UPSTREAM', 'The upload service answered without a url', response.status);
      return absoluteUrl(answer.url, endpoint.baseUrl);
    },
    async listModels({ signal } = {}) {
      const endpoint = options.getEndpoint();
      const url = urlFor(endpoint, '/models');
      const response = await request(fetchImpl, url, { method: 'GET', headers: headersFor(endpoint, url, 'application/json') }, signal);
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
