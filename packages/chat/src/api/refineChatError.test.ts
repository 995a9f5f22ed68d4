import { gatewayErrorFrom } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { openAiErrorBody } from '../testing/openAiWire';
import { refineChatError } from './refineChatError';

const body = (value: unknown) => JSON.stringify(value);
const read = (status: number, text: string, ours = true) => refineChatError(gatewayErrorFrom({ status, text, ours }), { status, text });

describe('refineChatError over the gateway client’s reading', () => {
  it.each([
    [423, body({ code: 'token_check', message: 'Error: 无访问权限 | No access rights' }), 'AUTH_REQUIRED'],
    [401, body(openAiErrorBody('Incorrect API key provided: sk-xx***', 'invalid_request_error', 'invalid_api_key')), 'INVALID_API_KEY'],
    [503, body({ code: 'UPSTREAM_NOT_CONFIGURED', msg: 'No upstream' }), 'NO_UPSTREAM'],
    [503, body({ code: 'NO_UPSTREAM', msg: 'No upstream' }), 'NO_UPSTREAM'],
    [503, '', 'NO_UPSTREAM'],
    [503, body(openAiErrorBody('The engine is currently overloaded', 'server_error')), 'UPSTREAM_ERROR'],
    [404, body(openAiErrorBody('The model `gpt-9` does not exist', 'invalid_request_error', 'model_not_found')), 'MODEL_NOT_SUPPORTED'],
    [403, body({ code: 'GPT4_DISABLED', msg: 'GPT4 disabled' }), 'GPT4_DISABLED'],
    [429, body(openAiErrorBody('Rate limit reached for requests')), 'RATE_LIMITED'],
    [502, '<html>Bad Gateway</html>', 'UPSTREAM_ERROR'],
    [401, body({ code: 'ATTACHMENT_NEEDS_ACCOUNT', msg: 'Sign in to attach files' }), 'ATTACHMENT_NEEDS_ACCOUNT'],
  ])('reads HTTP %i from our server as %s', (status, text, code) => {
    expect(read(status, text).code).toBe(code);
  });

  it('takes a 423 from a service of the user’s own for that service’s failure, not our password check', () => {
    expect(read(423, body({ code: 'token_check', message: 'No access rights' }), false).code).toBe('UPSTREAM_ERROR');
  });

  it('keeps the upstream message and status for a detail line', () => {
    expect(read(429, body(openAiErrorBody('Rate limit reached for requests')))).toMatchObject({ msg: 'Rate limit reached for requests', status: 429 });
  });
});
