import { ApiRequestError, isApiRequestError } from '@atelier/core';

/**
 * A refused byte download with the server's own code. The request asked for an ArrayBuffer, so the
 * `{code, msg}` body of a 403 arrives as bytes and the shared client only knows `HTTP_403`; the
 * reader needs `LINK_EXPIRED` or `BOOK_PRIVATE` to say why.
 */
export function bytesRefusal(error: unknown): unknown {
  if (!isApiRequestError(error) || !error.code.startsWith('HTTP_')) return error;
  const data = (error.cause as { response?: { data?: unknown } } | undefined)?.response?.data;
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return error;
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(data));
    if (typeof body !== 'object' || body === null || typeof (body as { code?: unknown }).code !== 'string') return error;
    const { code, msg } = body as { code: string; msg?: unknown };
    return new ApiRequestError(code, typeof msg === 'string' ? msg : error.msg, error.status, undefined, { cause: error });
  } catch {
    return error;
  }
}
