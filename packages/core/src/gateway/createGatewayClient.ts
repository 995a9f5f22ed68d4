import { ApiRequestError } from '../errors/AtelierError';
import { gatewayHeaders, isOwnServer, type OwnCredential, type OwnServer, ownServerOf } from '../http/gatewayHeaders';
import { gatewayErrorFrom, parseJson } from './gatewayErrorFrom';

/** Where an AI call goes: our relay (`/openapi`, `/mjapi`) or the user's own service. */
export interface GatewayEndpoint {
  /** As configured, e.g. `/openapi` or `https://api.openai.com`. */
  baseUrl: string;
  /** The user's (or host's) own key for that service, sent wherever `baseUrl` points. */
  credential: OwnCredential | null;
  /** `baseUrl` is our own server (the relay), which wants the access password on every call. */
  ours: boolean;
}

/** An address and its credential, as the user's settings or the host's config give them. */
export interface EndpointChoice {
  /** Empty or missing: not chosen. */
  baseUrl: string | null | undefined;
  /** Missing or with an empty value: not chosen. */
  credential: OwnCredential | null | undefined;
}

/** `fetch`'s init with plain-object headers, plus the own credential to send. */
export type GatewayInit = Omit<RequestInit, 'headers'> & {
  headers?: Record<string, string>;
  credential?: OwnCredential | null;
};

/** Reads a failed answer more closely than the gateway can (e.g. chat's "invalid API key"). */
export type RefineError = (error: ApiRequestError, answer: { status: number; text: string }) => ApiRequestError;

/** A JSON call through the gateway client. */
export interface GatewayJsonInit {
  method: 'GET' | 'POST';
  /** Sent as JSON (with `Content-Type: application/json`, which every JSON call carries). */
  body?: unknown;
  /** Extra headers; the auth headers are the gateway's. */
  headers?: Record<string, string>;
  /** The own key or secret for the service called, sent wherever the address points. */
  credential?: OwnCredential | null;
  signal?: AbortSignal;
  /** The package's closer reading of a failure. */
  refine?: RefineError;
}

/** The app's one way to the AI services (`services.gateway`); see `createGatewayClient`. */
export interface GatewayClient {
  /** Our own server as the page sees it now (the page's and the library API's origins). */
  ownServer(): OwnServer;
  /** Whether `url` reaches our own server (core's `isOwnServer` against `ownServer()`). */
  isOwnServer(url: string): boolean;
  /** The user's own address wins over the host's, and the user's key over the host's. */
  resolve(user: EndpointChoice, host: EndpointChoice): GatewayEndpoint;
  /** The auth headers for `url`: the credential wherever it points, `x-ptoken` only to our own server. */
  headers(url: string, credential: OwnCredential | null | undefined): Record<string, string>;
  /** The answer whatever its status; rejects only when none came (NETWORK_ERROR, ABORTED). */
  send(url: string, init?: GatewayInit): Promise<Response>;
  /** What a failed answer means (reads its body). */
  errorOf(url: string, response: Response, refine?: RefineError): Promise<ApiRequestError>;
  /** A 2xx answer, its body unread (a stream stays a stream); any failure rejects with ApiRequestError. */
  fetchResponse(url: string, init?: GatewayInit & { refine?: RefineError }): Promise<Response>;
  /** A JSON call; an answer that is not JSON (an HTML page) rejects with NOT_JSON. */
  fetchJson(url: string, init: GatewayJsonInit): Promise<unknown>;
}

/** What the gateway client reads from the app: where our server is and the access password. */
export interface GatewayClientOptions {
  /** The library API base URL: with the page's origin, what counts as our own server. */
  apiBaseUrl: string;
  /** The access password of our AI relay (`AUTH_SECRET_KEY`); read on every call. */
  getAccessPassword: () => string | null;
  /** @default globalThis.fetch, looked up per call */
  fetch?: typeof fetch;
  /** The page's address. @default `location.href`, read per call */
  getPageUrl?: () => string;
}

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return signal?.aborted === true || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError');
}

/** The failure of a call that got no answer. */
export function noAnswerError(cause: unknown, signal?: AbortSignal | null): ApiRequestError {
  if (isAbort(cause, signal)) return new ApiRequestError('ABORTED', 'Aborted', 0, undefined, { cause });
  return new ApiRequestError('NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error', 0, undefined, { cause });
}

const pick = (user: string | null | undefined, host: string | null | undefined) => (user ? user : host || '');

/**
 * The one way chat and drawing call an AI service (issue #17): where the call goes, which
 * headers it carries (the access password only to our own server, decided on parsed origins)
 * and what a failure means, as one `ApiRequestError` shape.
 */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const ownServer = () => ownServerOf(options.apiBaseUrl, options.getPageUrl?.());
  const client: GatewayClient = {
    ownServer,
    isOwnServer: (url) => isOwnServer(url, ownServer()),
    resolve(user, host) {
      const baseUrl = pick(user.baseUrl, host.baseUrl);
      const credential = user.credential?.[1] ? user.credential : host.credential?.[1] ? host.credential : null;
      return { baseUrl, credential, ours: client.isOwnServer(baseUrl) };
    },
    headers: (url, credential) => gatewayHeaders({ url, own: ownServer(), accessPassword: options.getAccessPassword() || null, credential: credential ?? null }),
    async send(url, { credential, headers, ...init } = {}) {
      try {
        return await fetchImpl(url, { ...init, headers: { ...headers, ...client.headers(url, credential) } });
      } catch (cause) {
        throw noAnswerError(cause, init.signal);
      }
    },
    async errorOf(url, response, refine) {
      const text = await response.text().catch(() => '');
      const error = gatewayErrorFrom({ status: response.status, text, ours: client.isOwnServer(url), retryAfter: response.headers.get('retry-after') });
      return refine ? refine(error, { status: response.status, text }) : error;
    },
    async fetchResponse(url, { refine, ...init } = {}) {
      const response = await client.send(url, init);
      if (!response.ok) throw await client.errorOf(url, response, refine);
      return response;
    },
    async fetchJson(url, { method, body, headers, credential, signal, refine }) {
      const response = await client.send(url, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        credential: credential ?? null,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        throw noAnswerError(cause, signal);
      }
      const parsed = parseJson(text);
      if (!response.ok) {
        const error = gatewayErrorFrom({ status: response.status, text, ours: client.isOwnServer(url), retryAfter: response.headers.get('retry-after') });
        // A web page where JSON was due: the address is probably wrong (reference §5 #10).
        const failed = error.code === 'UPSTREAM_ERROR' && !parsed.ok ? new ApiRequestError('NOT_JSON', text.trim().slice(0, 120), response.status) : error;
        throw refine ? refine(failed, { status: response.status, text }) : failed;
      }
      if (!parsed.ok) throw new ApiRequestError('NOT_JSON', text.trim().slice(0, 120), response.status);
      return parsed.value;
    },
  };
  return client;
}
