import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../contracts/errorCodes';
import { GATEWAY_CLIENT_ERROR_CODES } from '../gateway/gatewayErrorFrom';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import type { TranslateFn } from '../i18n/useT';
import type en from '../locales/en-US/core.json';
import { ApiRequestError } from './AtelierError';
import { CLIENT_ERROR_CODES, errorMessage } from './errorMessage';

type Tree = { [key: string]: string | Tree };

function load(lng: string): Tree {
  return JSON.parse(readFileSync(join(import.meta.dirname, `../locales/${lng}/core.json`), 'utf8')) as Tree;
}

/** A plain `t` over one locale file: enough to see which words a reader gets. */
function translatorFor(lng: string): TranslateFn<typeof en> {
  const tree = load(lng);
  return (key, vars) => {
    const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof found !== 'string') return key;
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));
  };
}

const EN = translatorFor('en-US');
const ZH = translatorFor('zh-CN');

describe('every error code has words in every language', () => {
  it.each(SUPPORTED_LANGUAGES.map(({ code }) => [code]))('%s', (lng) => {
    const codes = load(lng)['errors'] as Tree;
    const missing = [...API_ERROR_CODES, ...CLIENT_ERROR_CODES, ...GATEWAY_CLIENT_ERROR_CODES].filter((code) => typeof (codes['codes'] as Tree)[code] !== 'string');
    expect(missing).toEqual([]);
  });
});

describe('errorMessage', () => {
  it('translates by code and never repeats the server text', () => {
    const wrong = new ApiRequestError('INVALID_CREDENTIALS', 'Wrong user name or password', 401);
    expect(errorMessage(ZH, wrong)).toBe('用户名或密码错误。');
    const disabled = new ApiRequestError('USER_DISABLED', 'This account is disabled', 401);
    expect(errorMessage(EN, disabled)).toBe('This account has been disabled. Please contact an administrator.');
    expect(errorMessage(ZH, disabled)).not.toContain('disabled');
  });

  it('says how long to wait when the server tells', () => {
    const limited = new ApiRequestError('RATE_LIMITED', 'Too many attempts; try again in 42 s', 429, { retry_after_s: 42 });
    expect(errorMessage(EN, limited)).toBe('Too many attempts. Please try again in 42 s.');
    expect(errorMessage(ZH, limited)).toBe('尝试次数过多，请在 42 秒后再试。');
    expect(errorMessage(EN, new ApiRequestError('RATE_LIMITED', 'x', 429))).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('words validation failures by field and rule, not with the validator’s English', () => {
    const invalid = new ApiRequestError('VALIDATION_FAILED', 'body/password must NOT have fewer than 6 characters', 400, {
      fields: [{ field: 'password', message: 'must NOT have fewer than 6 characters', rule: 'minLength', limit: 6 }],
    });
    expect(errorMessage(ZH, invalid)).toBe('密码至少需要 6 个字符。');
    expect(errorMessage(EN, invalid)).toBe('Password needs at least 6 characters.');
    const badName = new ApiRequestError('VALIDATION_FAILED', 'x', 400, { fields: [{ field: 'user_name', message: 'must match pattern', rule: 'pattern' }] });
    expect(errorMessage(ZH, badName)).toBe('用户名只能包含字母、数字和 _ . @ -。');
    expect(errorMessage(EN, badName)).toBe('User name may only contain letters, digits and _ . @ -.');
    const control = new ApiRequestError('VALIDATION_FAILED', 'x', 400, { fields: [{ field: 'user_name', message: 'control', rule: 'x-text' }] });
    expect(errorMessage(EN, control)).toBe('User name contains characters that are not allowed.');
    const unknownField = new ApiRequestError('VALIDATION_FAILED', 'x', 400, { fields: [{ field: 'secret_thing', message: 'bad', rule: 'enum' }] });
    expect(errorMessage(EN, unknownField)).toBe('A field is not valid.');
  });

  it('reads network failures, aborts and unknown codes without leaking browser or server words', () => {
    expect(errorMessage(ZH, new TypeError('Failed to fetch'))).toBe('网络错误，请检查网络连接。');
    expect(errorMessage(EN, new DOMException('The user aborted a request.', 'AbortError'))).toBe('Cancelled.');
    expect(errorMessage(EN, { code: 'SOMETHING_NEW', msg: 'internal detail', status: 418 })).toBe('Something went wrong, please try again later.');
    expect(errorMessage(EN, new Error('boom'))).toBe('Something went wrong, please try again later.');
  });
});
