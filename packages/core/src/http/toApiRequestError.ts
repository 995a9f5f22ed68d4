import type { AxiosError } from 'axios';
import { ApiRequestError, isApiRequestError } from '../errors/AtelierError';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A request that asked for bytes (`responseType: 'arraybuffer'`: a book's file) gets its error body
 * as bytes too, and the server's `{code, msg}` would be lost behind `HTTP_403`. Bytes that are not
 * a JSON object stay as they were.
 */
function decodedBody(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return data;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(data));
    return isRecord(parsed) ? parsed : data;
  } catch {
    return data;
  }
}

/** axios marks its errors; checked by shape so this module does not load axios itself. */
export function isAxiosError(error: unknown): error is AxiosError {
  return isRecord(error) && error['isAxiosError'] === true;
}

/** An answer outside 2xx: the server's `{code, msg, details}` when its body has one, else `HTTP_<status>`. */
export function errorFromResponse(status: number, statusText: string, data: unknown, cause: unknown): ApiRequestError {
  const body = decodedBody(data);
  if (isRecord(body)) {
    const code = typeof body['code'] === 'string' ? body['code'] : `HTTP_${status}`;
    const msg =
      typeof body['msg'] === 'string'
        ? body['msg']
        : typeof body['message'] === 'string'
          ? body['message']
          : statusText || `HTTP ${status}`;
    const details = isRecord(body['details']) ? body['details'] : undefined;
    return new ApiRequestError(code, msg, status, details, { cause });
  }
  return new ApiRequestError(`HTTP_${status}`, statusText || `HTTP ${status}`, status, undefined, { cause });
}

/** Every failure of the library API becomes one typed error with `code`, `msg` and `status`. */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (isApiRequestError(error)) return error;
  if (isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') return new ApiRequestError('ABORTED', 'Request aborted', 0, undefined, { cause: error });
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiRequestError('TIMEOUT', 'Request timed out', 0, undefined, { cause: error });
    }
    const response = error.response;
    if (!response) {
      return new ApiRequestError('NETWORK_ERROR', error.message || 'Network error', 0, undefined, { cause: error });
    }
    return errorFromResponse(response.status, response.statusText, response.data, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiRequestError('UNKNOWN', message, 0, undefined, { cause: error });
}
