import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { ApiRequestError, isApiRequestError } from '../errors/AtelierError';
import { errorFromResponse } from './toApiRequestError';

type Scalar = string | number | boolean;

/** A request with a JSON body (or none) and a JSON answer or bytes, nothing else of axios's machinery. */
export interface PlainRequest {
  method: string;
  url: string;
  data?: unknown;
  params?: Record<string, Scalar | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  skipAuthRefresh?: boolean;
  /** The answer as bytes (a book's file) rather than JSON. */
  responseType?: 'json' | 'arraybuffer';
  /** With bytes: called as they arrive, `total` from Content-Length when the body is not re-encoded. */
  onDownloadProgress?: (event: AxiosProgressEvent) => void;
}

const PLAIN_KEYS = new Set(['method', 'url', 'data', 'params', 'headers', 'signal', 'skipAuthRefresh', 'responseType', 'onDownloadProgress']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const isScalar = (value: unknown): value is Scalar => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * `config` as a request `fetchRequest` sends exactly as axios would, or null when it asks for more
 * (upload progress, another response type, a form or binary body, its own timeout…), which stays with axios.
 */
export function asPlainRequest(config: AxiosRequestConfig & { skipAuthRefresh?: boolean }): PlainRequest | null {
  if (Object.keys(config).some((key) => !PLAIN_KEYS.has(key))) return null;
  const { data, params, headers, responseType, onDownloadProgress } = config;
  if (responseType !== undefined && responseType !== 'json' && responseType !== 'arraybuffer') return null;
  if (onDownloadProgress && responseType !== 'arraybuffer') return null;
  if (data !== undefined && data !== null && !isPlainObject(data) && !Array.isArray(data)) return null;
  if (params !== undefined && !(isPlainObject(params) && Object.values(params).every((v) => v == null || isScalar(v)))) return null;
  if (headers !== undefined && !(isPlainObject(headers) && Object.values(headers).every((v) => typeof v === 'string'))) return null;
  return { ...(config as PlainRequest), method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '' };
}

/** axios's query encoding (buildURL), so the server sees the same URL whichever transport sent it. */
const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');

export function withParams(url: string, params: PlainRequest['params']): string {
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, Scalar] => entry[1] != null)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`)
    .join('&');
  if (!query) return url;
  const bare = url.split('#')[0] ?? url;
  return `${bare}${bare.includes('?') ? '&' : '?'}${query}`;
}

/** A body that is JSON when it parses, else the text, as axios's default response handling gives. */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The body's bytes, reporting each piece as it arrives the way axios's progress events do. */
async function bytesOf(response: Response, onProgress: PlainRequest['onDownloadProgress']): Promise<ArrayBuffer> {
  if (!onProgress || !response.body) return response.arrayBuffer();
  const length = Number(response.headers.get('Content-Length'));
  // A gzip'd body's Content-Length counts the compressed bytes, not the ones read here.
  const total = !response.headers.has('Content-Encoding') && length > 0 ? length : undefined;
  const reader = response.body.getReader();
  const pieces: Uint8Array[] = [];
  let loaded = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    pieces.push(next.value);
    loaded += next.value.byteLength;
    onProgress({
      loaded,
      bytes: next.value.byteLength,
      lengthComputable: total !== undefined,
      download: true,
      ...(total !== undefined ? { total, progress: loaded / total } : {}),
    });
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.byteLength;
  }
  return bytes.buffer;
}

/**
 * Sends `request` to `url` (already joined to the API base, with its query) with `fetch`, errors
 * mapped as `toApiRequestError` maps axios's: ABORTED, TIMEOUT, NETWORK_ERROR or the server's own.
 */
export async function fetchRequest(url: string, request: PlainRequest, headers: Headers, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
  const onAbort = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', onAbort, { once: true });
  const hasBody = request.data !== undefined && !['GET', 'HEAD'].includes(request.method);
  if (hasBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      signal: controller.signal,
      ...(hasBody ? { body: JSON.stringify(request.data) } : {}),
    });
    if (!response.ok) throw errorFromResponse(response.status, response.statusText, parsed(await response.text()), response);
    return request.responseType === 'arraybuffer' ? await bytesOf(response, request.onDownloadProgress) : parsed(await response.text());
  } catch (error) {
    if (isApiRequestError(error)) throw error;
    if (timedOut) throw new ApiRequestError('TIMEOUT', 'Request timed out', 0, undefined, { cause: error });
    if (controller.signal.aborted) throw new ApiRequestError('ABORTED', 'Request aborted', 0, undefined, { cause: error });
    const message = error instanceof Error ? error.message : '';
    throw new ApiRequestError('NETWORK_ERROR', message || 'Network error', 0, undefined, { cause: error });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}
