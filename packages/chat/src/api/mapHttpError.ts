import { ChatApiError } from './ChatApiError';
import { readErrorMessage } from './readChatChunk';

const KEY_ERROR = /incorrect api key|invalid api key|invalid_api_key|无效的令牌|key error/i;
const MODEL_ERROR = /model_not_found|does not exist|not supported|不支持/i;

/** Maps a non-2xx answer of the proxy or an upstream to the code the UI acts on. */
export function mapHttpError(status: number, bodyText: string): ChatApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = null;
  }
  const message = readErrorMessage(body) ?? (bodyText.trim().slice(0, 300) || `HTTP ${status}`);
  const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).code : undefined;
  if (status === 423 || code === 'token_check') return new ChatApiError('AUTH_REQUIRED', message, status);
  if (status === 401 || KEY_ERROR.test(message)) return new ChatApiError('INVALID_API_KEY', message, status);
  const upstreamCode = typeof body === 'object' && body !== null && 'error' in body;
  if (code === 'UPSTREAM_NOT_CONFIGURED' || (status === 503 && !upstreamCode)) {
    return new ChatApiError('UPSTREAM_NOT_CONFIGURED', message, status);
  }
  if (code === 'GPT4_DISABLED') return new ChatApiError('GPT4_DISABLED', message, status);
  if (MODEL_ERROR.test(message) || MODEL_ERROR.test(bodyText)) return new ChatApiError('MODEL_NOT_SUPPORTED', message, status);
  return new ChatApiError('UPSTREAM', message, status);
}
