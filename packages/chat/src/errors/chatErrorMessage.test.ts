import { ApiRequestError, type TranslateFn } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import en from '../locales/en-US/chat.json';
import zh from '../locales/zh-CN/chat.json';
import type { ChatMessages } from '../i18n/chatNamespace';
import { readMessage } from '../store/validateExport';
import { chatErrorDetail, chatErrorMessage } from './chatErrorMessage';

type Tree = { [key: string]: string | Tree };

function translator(tree: Tree): TranslateFn<ChatMessages> {
  return (key) => {
    const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    return typeof found === 'string' ? found : key;
  };
}

const EN = translator(en as Tree);
const ZH = translator(zh as Tree);

describe('chatErrorMessage', () => {
  it('words the gateway’s and the chat’s codes as the panel always did', () => {
    expect(chatErrorMessage(EN, new ApiRequestError('AUTH_REQUIRED', 'No access rights', 423))).toBe(en.errors.AUTH_REQUIRED);
    expect(chatErrorMessage(EN, new ApiRequestError('NO_UPSTREAM', 'none', 503))).toBe(en.errors.UPSTREAM_NOT_CONFIGURED);
    expect(chatErrorMessage(ZH, new ApiRequestError('NETWORK_ERROR', 'Failed to fetch', 0))).toBe(zh.errors.NETWORK);
    expect(chatErrorMessage(EN, new ApiRequestError('TIMEOUT', 'No answer for 120 s', 0))).toBe(en.errors.NETWORK);
    expect(chatErrorMessage(EN, new ApiRequestError('INVALID_API_KEY', 'Incorrect API key provided', 401))).toBe(en.errors.INVALID_API_KEY);
    expect(chatErrorMessage(EN, new TypeError('Failed to fetch'))).toBe(en.errors.NETWORK);
  });

  it('reads messages saved with the names from before the gateway client', () => {
    expect(chatErrorMessage(EN, { code: 'NETWORK', message: 'x' })).toBe(en.errors.NETWORK);
    expect(chatErrorMessage(EN, { code: 'UPSTREAM_NOT_CONFIGURED', message: 'x' })).toBe(en.errors.UPSTREAM_NOT_CONFIGURED);
    expect(chatErrorMessage(EN, { code: 'UPSTREAM', message: 'x' })).toBe(en.errors.UPSTREAM);
  });

  it('keeps the service’s own words out of the sentence, as a detail for failures it words generically', () => {
    const limited = new ApiRequestError('RATE_LIMITED', 'You exceeded your current quota', 429);
    expect(chatErrorMessage(ZH, limited)).toBe(zh.errors.UPSTREAM);
    expect(chatErrorDetail(limited)).toBe('You exceeded your current quota');
    expect(chatErrorDetail({ code: 'UPSTREAM_ERROR', message: 'The server had an error' })).toBe('The server had an error');
    expect(chatErrorDetail(new ApiRequestError('UPSTREAM_TIMEOUT', 'Upstream timed out', 504))).toBe('Upstream timed out');
    expect(chatErrorDetail(new ApiRequestError('AUTH_REQUIRED', 'No access rights', 423))).toBeNull();
    expect(chatErrorDetail({ code: 'NETWORK_ERROR', message: 'Failed to fetch' })).toBeNull();
  });
});

describe("'General error occurred'", () => {
  it('words a failure no service answered (an unexpected exception) as the spec does, without its text; service failures keep their words', () => {
    const bug = new Error("Cannot read properties of undefined (reading 'choices')");
    expect(chatErrorMessage(EN, bug)).toBe('General error occurred');
    expect(chatErrorMessage(ZH, bug)).toBe(zh.errors.GENERAL);
    expect(zh.errors.GENERAL).not.toBe(en.errors.GENERAL);
    expect(chatErrorDetail(bug)).toBeNull();
    // As kept on a message and read back from an export.
    expect(chatErrorMessage(EN, { code: 'UNKNOWN', message: 'x' })).toBe('General error occurred');
    expect(chatErrorMessage(EN, new ApiRequestError('UPSTREAM_ERROR', 'The server had an error', 500))).toBe(en.errors.UPSTREAM);
    expect(chatErrorMessage(EN, new ApiRequestError('HTTP_502', 'Bad Gateway', 502))).toBe(en.errors.UPSTREAM);
  });
});

describe('importing an export with older error codes', () => {
  it('keeps the error, in today’s names', () => {
    const saved = { id: 'm1', conversationId: 'c1', parentId: null, role: 'assistant', content: 'half', status: 'error', createdAt: 1, error: { code: 'UPSTREAM_NOT_CONFIGURED', message: 'none' } };
    expect(readMessage(saved)?.error).toEqual({ code: 'NO_UPSTREAM', message: 'none' });
    expect(readMessage({ ...saved, error: { code: 'SOMETHING_ELSE', message: 'x' } })?.error).toBeUndefined();
  });
});
