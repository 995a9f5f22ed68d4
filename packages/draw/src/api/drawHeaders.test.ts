import { describe, expect, it } from 'vitest';
import { createDalleApi } from './createDalleApi';
import { drawHeaders } from './createDrawApi';

const ownServer = { pageUrl: 'https://our.site/draw', apiBaseUrl: 'https://api.our.site' };

describe('drawHeaders', () => {
  it('sends our relay the access password with the own secret, since it asks for the password on every call', () => {
    const endpoint = { baseUrl: '/mjapi', secret: 'mine', accessPassword: 'pw', ownServer };
    expect(drawHeaders(endpoint, '/mjapi/mj/submit/imagine')).toEqual({ 'Content-Type': 'application/json', 'mj-api-secret': 'mine', 'x-ptoken': 'pw' });
    expect(drawHeaders(endpoint, 'https://api.our.site/mjapi/mj/task/1/fetch')).toMatchObject({ 'x-ptoken': 'pw' });
  });

  it('never sends the access password to another origin, look-alikes included', () => {
    for (const url of ['https://mj.example.com/mj/submit/imagine', 'https://our.site.evil.com/mj/x', '//evil.com/mj/x', 'http://our.site/mjapi/mj/x']) {
      expect(drawHeaders({ baseUrl: url, secret: null, accessPassword: 'pw', ownServer }, url), url).toEqual({ 'Content-Type': 'application/json' });
      expect(drawHeaders({ baseUrl: url, secret: 's', accessPassword: 'pw', ownServer }, url), url).toEqual({ 'Content-Type': 'application/json', 'mj-api-secret': 's' });
    }
  });
});

describe('createDalleApi', () => {
  const answer = () => new Response(JSON.stringify({ data: [{ url: 'https://img.example/1.png' }] }), { status: 200 });

  it('sends the access password only to our own server, the own key wherever it points', async () => {
    const seen: Array<[string, Record<string, string>]> = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push([String(input), Object.fromEntries(new Headers(init?.headers).entries())]);
      return Promise.resolve(answer());
    };
    const request = { model: 'dall-e-3', prompt: 'a cat', size: '1024x1024' } as const;
    for (const baseUrl of ['/openapi', 'https://api.openai.com']) await createDalleApi({ getEndpoint: () => ({ baseUrl, apiKey: 'sk', accessPassword: 'pw', ownServer }), fetch }).generate(request);
    expect(seen).toEqual([
      ['/openapi/v1/images/generations', expect.objectContaining({ authorization: 'Bearer sk', 'x-ptoken': 'pw' })],
      ['https://api.openai.com/v1/images/generations', expect.not.objectContaining({ 'x-ptoken': 'pw' })],
    ]);
  });
});
