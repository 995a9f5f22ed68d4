import { describe, expect, it } from 'vitest';
import { openAiErrorBody } from '../testing/openAiWire';
import { mapHttpError } from './mapHttpError';

const body = (value: unknown) => JSON.stringify(value);

describe('mapHttpError', () => {
  it.each([
    [423, body({ code: 'token_check', message: 'Error: 无访问权限 | No access rights' }), 'AUTH_REQUIRED'],
    [401, body(openAiErrorBody('Incorrect API key provided: sk-xx***', 'invalid_request_error', 'invalid_api_key')), 'INVALID_API_KEY'],
    [503, body({ code: 'UPSTREAM_NOT_CONFIGURED', msg: 'No upstream' }), 'UPSTREAM_NOT_CONFIGURED'],
    [503, '', 'UPSTREAM_NOT_CONFIGURED'],
    [503, body(openAiErrorBody('The engine is currently overloaded', 'server_error')), 'UPSTREAM'],
    [404, body(openAiErrorBody('The model `gpt-9` does not exist', 'invalid_request_error', 'model_not_found')), 'MODEL_NOT_SUPPORTED'],
    [403, body({ code: 'GPT4_DISABLED', msg: 'GPT4 disabled' }), 'GPT4_DISABLED'],
    [429, body(openAiErrorBody('Rate limit reached for requests')), 'UPSTREAM'],
    [502, '<html>Bad Gateway</html>', 'UPSTREAM'],
  ])('maps HTTP %i to %s', (status, text, code) => {
    expect(mapHttpError(status, text).code).toBe(code);
  });

  it('keeps the upstream message for display', () => {
    expect(mapHttpError(429, body(openAiErrorBody('Rate limit reached for requests'))).message).toBe('Rate limit reached for requests');
  });
});
