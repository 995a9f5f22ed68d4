import { ApiRequestError, createGatewayClient, type GatewayClient, isApiRequestError, noAnswerError, type OwnCredential } from '@atelier/core';
import { createSseParser } from './createSseParser';
import { DONE, readChatChunk } from './readChatChunk';
import { refineChatError } from './refineChatError';
import type { ChatCompletionRequest, ChatEndpoint, ChatModelAdapter, ChatStreamOptions } from './types';

export interface OpenAiChatAdapterOptions {
  /** Read on every call so settings changes apply to the next request. */
  getEndpoint: () => ChatEndpoint;
  /**
   * The app's gateway client (`useServices().gateway`): the access password, our own origin and
   * the one error shape. @default one that knows the page's origin only and no password
   */
  gateway?: GatewayClient;
  /** The fetch of the default gateway (tests); ignored when `gateway` is given. @default globalThis.fetch */
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
const json = (accept: string) => ({ 'Content-Type': 'application/json', Accept: accept });
/** A model service's answer that is not what the call expects. */
const unexpected = (msg: string, status: number) => new ApiRequestError('UPSTREAM_ERROR', msg, status);

function serverCode(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as unknown;
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : null;
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

/**
 * The default adapter: any OpenAI-compatible `/v1/chat/completions` with `stream: true`. Calls go
 * through core's gateway client (the access password to our own server only; failures as
 * `ApiRequestError`s), read more closely by `refineChatError`.
 */
export function createOpenAiChatAdapter(options: OpenAiChatAdapterOptions): ChatModelAdapter {
  const gateway = options.gateway ?? createGatewayClient({ apiBaseUrl: '', getAccessPassword: () => null, ...(options.fetch ? { fetch: options.fetch } : {}) });
  /** A 2xx answer from the model service with the user's own key, if any. */
  const request = (endpoint: ChatEndpoint, url: string, init: RequestInit & { headers?: Record<string, string> }, signal: AbortSignal | undefined) =>
    gateway.fetchResponse(url, { ...init, credential: bearer(endpoint.apiKey), refine: refineChatError, ...(signal ? { signal } : {}) });
  async function streamBody(body: ChatCompletionRequest, endpoint: ChatEndpoint, guard: ReturnType<typeof silenceGuard>, onDelta: ChatStreamOptions['onDelta']) {
    const signal = guard.signal;
    const url = urlFor(endpoint, '/chat/completions');
    const response = await request(endpoint, url, { method: 'POST', headers: json('text/event-stream'), body: JSON.stringify({ ...body, stream: true }) }, signal);
    if (!response.body) throw unexpected('Empty response body', response.status);
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
      if (isApiRequestError(cause)) throw cause;
      // The answer stopped half-way: what arrived is kept, the rest is lost like an unanswered call.
      throw noAnswerError(cause, signal);
    } finally {
      reader.cancel().catch(() => undefined);
    }
  }

  return {
    async streamChat(body, { signal: outer, onDelta }) {
      const endpoint = options.getEndpoint();
      const timeoutMs = options.getTimeoutMs?.() ?? null;
      const guard = silenceGuard(outer, timeoutMs);
      const timeoutError = (cause: unknown) => new ApiRequestError('TIMEOUT', `No answer for ${Math.round((timeoutMs ?? 0) / 1000)} s`, 0, undefined, { cause });
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
        const response = await request(endpoint, urlFor(endpoint, path), { method: 'GET', headers: json('application/json') }, signal);
        const body: unknown = await response.json().catch(() => null);
        if (typeof body !== 'object' || body === null) throw unexpected(`Unexpected ${path} answer`, response.status);
        return body as Record<string, unknown>;
      };
      const [usage, subscription] = await Promise.all([get(`/dashboard/billing/usage?${range}`), get('/dashboard/billing/subscription')]);
      if (typeof usage.total_usage !== 'number') throw unexpected('No total_usage in the usage answer', 200);
      const limit = subscription.hard_limit_usd ?? subscription.hard_limit;
      return { monthUsd: usage.total_usage / 100, limitUsd: typeof limit === 'number' ? limit : null };
    },
    async transcribe(audio, { fileName, signal }) {
      const endpoint = options.getEndpoint();
      const form = new FormData();
      form.append('file', audio, fileName);
      form.append('model', 'whisper-1');
      // No Content-Type: fetch writes the multipart boundary itself.
      const response = await request(endpoint, urlFor(endpoint, '/audio/transcriptions'), { method: 'POST', headers: { Accept: 'application/json' }, body: form }, signal);
      const body: unknown = await response.json().catch(() => null);
      const text = typeof body === 'object' && body !== null ? (body as { text?: unknown }).text : undefined;
      if (typeof text !== 'string') throw unexpected('No text in the transcription answer', response.status);
      return text.trim();
    },
    async speak({ input, voice, model = 'tts-1' }, { signal } = {}) {
      const endpoint = options.getEndpoint();
      const response = await request(endpoint, urlFor(endpoint, '/audio/speech'), { method: 'POST', headers: json('audio/*'), body: JSON.stringify({ model, input, voice }) }, signal);
      // A proxy that answers 200 with an error page would otherwise be "played" as silence.
      const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || 'audio/mpeg';
      if (type.startsWith('text/') || type.includes('json')) throw unexpected(`Expected audio, got ${type}`, response.status);
      try {
        return new Blob([await response.arrayBuffer()], { type });
      } catch (cause) {
        throw noAnswerError(cause, signal);
      }
    },
    async upload(file, { fileName, signal }) {
      const endpoint = options.getEndpoint();
      const url = urlFor(endpoint, '/upload');
      const ours = gateway.isOwnServer(url);
      const session = ours ? options.librarySession : undefined;
      const post = () => {
        const form = new FormData();
        form.append('file', file, fileName);
        // Our server keeps files for accounts, so the library session goes there instead of an AI key.
        const credential = ours ? bearer(session?.getToken() ?? null) : bearer(endpoint.apiKey);
        // No Content-Type: fetch writes the multipart boundary itself.
        return gateway.send(url, { method: 'POST', headers: { Accept: 'application/json' }, body: form, credential, ...(signal ? { signal } : {}) });
      };
      let response = await post();
      if (response.status === 401 && session?.getToken() && serverCode(await response.clone().text().catch(() => '')) === 'TOKEN_EXPIRED') {
        await session.refresh().catch(() => undefined);
        response = await post();
      }
      // Our server's refusals (sign in, quota) keep its code; the attachment list words them.
      if (!response.ok) throw await gateway.errorOf(url, response, refineChatError);
      const body: unknown = await response.json().catch(() => null);
      const answer = typeof body === 'object' && body !== null ? (body as { url?: unknown; error?: unknown }) : {};
      if (typeof answer.error === 'string' && answer.error !== '') throw unexpected(answer.error, response.status);
      if (typeof answer.url !== 'string' || answer.url === '') throw unexpected('The upload service answered without a url', response.status);
      return absoluteUrl(answer.url, endpoint.baseUrl);
    },
    async listModels({ signal } = {}) {
      const endpoint = options.getEndpoint();
      const response = await request(endpoint, urlFor(endpoint, '/models'), { method: 'GET', headers: json('application/json') }, signal);
      const body: unknown = await response.json().catch(() => null);
      const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
      if (!Array.isArray(data)) throw unexpected('Unexpected /v1/models answer', response.status);
      return data.flatMap((item: unknown) =>
        typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'
          ? [(item as { id: string }).id]
          : [],
      );
    },
  };
}
