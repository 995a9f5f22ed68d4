import type { ValidationErrorDetails } from '../contracts/api';
import { isApiRequestError, isAtelierError } from './AtelierError';
import { isAxiosError, toApiRequestError } from '../http/toApiRequestError';

export type ApiErrorField = ValidationErrorDetails['fields'][number];

/**
 * The one shape every failure takes on its way to a view: `code` is what gets translated
 * (a server code from `API_ERROR_CODES`, or NETWORK_ERROR / TIMEOUT / ABORTED / UNKNOWN from
 * the client), `msg` the developer text (logs only, never shown), `status` 0 when no answer came.
 */
export interface ApiErrorData {
  code: string;
  msg: string;
  status: number;
  /** VALIDATION_FAILED's `details.fields`; empty otherwise. */
  fields: ApiErrorField[];
  details?: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldsOf(details: unknown): ApiErrorField[] {
  if (!isRecord(details) || !Array.isArray(details['fields'])) return [];
  return details['fields'].filter(
    (f): f is ApiErrorField => isRecord(f) && typeof f['field'] === 'string' && typeof f['message'] === 'string',
  );
}

function data(code: string, msg: string, status: number, details?: Record<string, unknown>): ApiErrorData {
  return { code, msg, status, fields: fieldsOf(details), ...(details ? { details } : {}) };
}

export function isApiErrorData(value: unknown): value is ApiErrorData {
  return (
    isRecord(value) &&
    typeof value['code'] === 'string' &&
    typeof value['msg'] === 'string' &&
    typeof value['status'] === 'number' &&
    Array.isArray(value['fields'])
  );
}

/**
 * Normalises anything a request can throw: ApiRequestError, axios errors, a failed fetch
 * `Response`, `{code, msg, status}` objects (tus, upload and auth failures), other
 * AtelierErrors, aborts and network TypeErrors. Chat's and draw's calls already fail with
 * ApiRequestErrors (the gateway client's).
 */
export function toApiErrorData(error: unknown): ApiErrorData {
  if (isApiErrorData(error)) return error;
  if (isApiRequestError(error)) return data(error.code, error.msg, error.status, error.details);
  if (isAxiosError(error)) return toApiErrorData(toApiRequestError(error));
  if (typeof Response !== 'undefined' && error instanceof Response) {
    return data(`HTTP_${error.status}`, error.statusText || `HTTP ${error.status}`, error.status);
  }
  if (isRecord(error) && (error as { name?: unknown }).name === 'AbortError') return data('ABORTED', 'Aborted', 0);
  if (isAtelierError(error)) {
    const status = (error as { status?: unknown }).status;
    return data(error.code, error.message, typeof status === 'number' ? status : 0);
  }
  if (isRecord(error) && typeof error['code'] === 'string' && typeof error['status'] === 'number') {
    const msg = typeof error['msg'] === 'string' ? error['msg'] : typeof error['message'] === 'string' ? error['message'] : '';
    return data(error['code'], msg, error['status'], isRecord(error['details']) ? error['details'] : undefined);
  }
  // fetch rejects with a TypeError when no answer came (offline, DNS, CORS).
  if (error instanceof TypeError) return data('NETWORK_ERROR', error.message, 0);
  return data('UNKNOWN', error instanceof Error ? error.message : String(error), 0);
}
