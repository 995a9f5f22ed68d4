import { ApiRequestError, type RefineError } from '@atelier/core';

const KEY_ERROR = /incorrect api key|invalid api key|invalid_api_key|无效的令牌|key error/i;
const MODEL_ERROR = /model_not_found|does not exist|not supported|不支持/i;

function bodyOf(text: string): Record<string, unknown> | null {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Chat's closer reading of a model service's failure, on top of the gateway client's: a refused
 * key, a model the service lacks, GPT-4 switched off, and a bare 503 (a proxy with nothing behind
 * it). Codes the gateway already settled (AUTH_REQUIRED, NO_UPSTREAM, our server's own) stay.
 */
export const refineChatError: RefineError = (error, { status, text }) => {
  if (error.code !== 'UPSTREAM_ERROR' && error.code !== 'RATE_LIMITED') return error;
  const body = bodyOf(text);
  const refined = (code: string) => new ApiRequestError(code, error.msg, status, error.details, { cause: error });
  if (status === 401 || KEY_ERROR.test(error.msg)) return refined('INVALID_API_KEY');
  if (status === 503 && !(body && 'error' in body)) return refined('NO_UPSTREAM');
  if (body?.['code'] === 'GPT4_DISABLED') return refined('GPT4_DISABLED');
  if (MODEL_ERROR.test(error.msg) || MODEL_ERROR.test(text)) return refined('MODEL_NOT_SUPPORTED');
  return error;
};
