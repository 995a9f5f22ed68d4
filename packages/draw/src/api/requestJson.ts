import { DrawApiError } from './DrawApiError';

function isAbort(error: unknown, signal: AbortSignal | undefined) {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

function readMessage(body: unknown, text: string, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const error = record['error'];
    if (typeof error === 'object' && error !== null && typeof (error as Record<string, unknown>)['message'] === 'string') return (error as { message: string }).message;
    for (const key of ['msg', 'message', 'description', 'error']) if (typeof record[key] === 'string') return record[key];
  }
  return text.trim().slice(0, 200) || `HTTP ${status}`;
}

/**
 * One JSON call. Reference §1.1: GET without a body, POST with JSON; HTTP errors, HTML answers
 * (a mistyped address, reference §5 #10) and network failures become `DrawApiError`s. `accessGate`
 * false: the address is not our server, so a 423 is a plain HTTP error.
 */
export async function requestJson(
  fetchImpl: typeof fetch,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  signal?: AbortSignal,
  { accessGate = true }: { accessGate?: boolean } = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: init.method,
      headers: init.headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (isAbort(cause, signal)) throw new DrawApiError('ABORTED', 'Aborted', null, { cause });
    throw new DrawApiError('NETWORK', cause instanceof Error ? cause.message : 'Network error', null, { cause });
  }
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  let parsed = true;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = false;
  }
  const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['code'] : undefined;
  // Only our own server asks for the access password with 423 / token_check.
  if (accessGate && (response.status === 423 || code === 'token_check')) throw new DrawApiError('AUTH_REQUIRED', readMessage(body, text, response.status), response.status);
  if (response.status === 401) throw new DrawApiError('INVALID_SECRET', readMessage(body, text, response.status), 401);
  if (response.status === 503 && (code === 'NO_UPSTREAM' || code === 'UPSTREAM_NOT_CONFIGURED')) {
    throw new DrawApiError('NOT_CONFIGURED', readMessage(body, text, response.status), 503);
  }
  if (!parsed) throw new DrawApiError('NOT_JSON', text.trim().slice(0, 120), response.status);
  if (!response.ok) throw new DrawApiError('HTTP', readMessage(body, text, response.status), response.status);
  return body;
}
