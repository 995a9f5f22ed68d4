import { ApiRequestError, type TranslateFn } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import en from '../locales/en-US/draw.json';
import zh from '../locales/zh-CN/draw.json';
import type { DrawMessages } from '../i18n/drawNamespace';
import { errorOf } from '../machines/drawTaskMachine';
import { drawErrorDetail, drawErrorMessage } from './drawErrorMessage';

type Tree = { [key: string]: string | Tree };

function translator(tree: Tree): TranslateFn<DrawMessages> {
  return (key) => {
    const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    return typeof found === 'string' ? found : key;
  };
}

const EN = translator(en as Tree);
const ZH = translator(zh as Tree);

describe('drawErrorMessage', () => {
  it('words the gateway’s codes as the studio always did', () => {
    expect(drawErrorMessage(EN, new ApiRequestError('AUTH_REQUIRED', 'No access rights', 423))).toBe(en.errors.AUTH_REQUIRED);
    expect(drawErrorMessage(EN, new ApiRequestError('NO_UPSTREAM', 'none', 503))).toBe(en.errors.NOT_CONFIGURED);
    expect(drawErrorMessage(ZH, new ApiRequestError('NETWORK_ERROR', 'Failed to fetch', 0))).toBe(zh.errors.NETWORK);
    expect(drawErrorMessage(EN, new ApiRequestError('NOT_JSON', '<html>', 200))).toBe(en.errors.NOT_JSON);
    expect(drawErrorMessage(EN, new ApiRequestError('INVALID_SECRET', 'Unauthorized', 401))).toBe(en.errors.INVALID_SECRET);
  });

  it('still reads tasks saved with the names from before the gateway client', () => {
    expect(drawErrorMessage(EN, { code: 'NOT_CONFIGURED', message: 'x' })).toBe(en.errors.NOT_CONFIGURED);
    expect(drawErrorMessage(EN, { code: 'NETWORK', message: 'Interrupted' })).toBe(en.errors.NETWORK);
    expect(drawErrorMessage(EN, { code: 'HTTP', message: 'x' })).toBe(en.errors.HTTP);
  });

  it('never puts the service’s words into the sentence; they come as a separate detail', () => {
    const policy = new ApiRequestError('UPSTREAM_ERROR', 'Your request was rejected by our safety system', 400);
    expect(drawErrorMessage(ZH, policy)).toBe(zh.errors.HTTP);
    expect(drawErrorDetail(policy)).toBe('Your request was rejected by our safety system');
    expect(drawErrorDetail(new ApiRequestError('UPSTREAM_ERROR', 'HTTP 502', 502))).toBeNull();
    expect(drawErrorDetail(new ApiRequestError('AUTH_REQUIRED', 'No access rights', 423))).toBeNull();
  });

  it("words a failure no service answered (an unexpected exception) as 'General error occurred', without its text", () => {
    const bug = new Error("Cannot read properties of undefined (reading 'imageUrl')");
    expect(drawErrorMessage(EN, bug)).toBe('General error occurred');
    expect(drawErrorMessage(ZH, bug)).toBe(zh.errors.GENERAL);
    expect(drawErrorMessage(EN, errorOf(bug))).toBe('General error occurred');
    expect(drawErrorDetail(errorOf(bug))).toBeNull();
    // Failures a service answered keep their words.
    expect(drawErrorMessage(EN, new ApiRequestError('UPSTREAM_ERROR', 'HTTP 502', 502))).toBe(en.errors.HTTP);
    expect(drawErrorMessage(EN, { code: 'HTTP', message: 'x' })).toBe(en.errors.HTTP);
  });
});
