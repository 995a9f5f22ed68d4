import { createGatewayClient } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { createDalleApi } from './createDalleApi';
import { createDrawApi } from './createDrawApi';

const PAGE = 'https://our.site/draw';

function recorder(answer: () => Response) {
  const seen: Array<[string, Record<string, string>]> = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push([String(input), Object.fromEntries(new Headers(init?.headers).entries())]);
    return Promise.resolve(answer());
  };
  const gateway = createGatewayClient({ apiBaseUrl: 'https://api.our.site', getAccessPassword: () => 'pw', getPageUrl: () => PAGE, fetch });
  return { seen, gateway };
}

const task = () => new Response(JSON.stringify({ id: '1', action: 'IMAGINE', status: 'SUCCESS', progress: '100%', imageUrl: '', properties: {} }), { status: 200 });
const image = () => new Response(JSON.stringify({ data: [{ url: 'https://img.example/1.png' }] }), { status: 200 });
const refused = () => new Response(JSON.stringify({ code: 'token_check', message: 'No access rights' }), { status: 423 });

describe('createDrawApi through the gateway client', () => {
  it('sends our relay the access password with the own secret, since it asks for the password on every call', async () => {
    const { seen, gateway } = recorder(task);
    for (const baseUrl of ['/mjapi', 'https://api.our.site/mjapi']) await createDrawApi({ gateway, getEndpoint: () => ({ baseUrl, secret: 'mine' }) }).fetchTask('1');
    expect(seen).toEqual([
      ['/mjapi/mj/task/1/fetch', { 'content-type': 'application/json', 'mj-api-secret': 'mine', 'x-ptoken': 'pw' }],
      ['https://api.our.site/mjapi/mj/task/1/fetch', { 'content-type': 'application/json', 'mj-api-secret': 'mine', 'x-ptoken': 'pw' }],
    ]);
  });

  it('never sends the access password to another origin, look-alikes included', async () => {
    const { seen, gateway } = recorder(task);
    const addresses = ['https://mj.example.com', 'https://our.site.evil.com', '//evil.com', 'https://our.site@evil.com', 'http://our.site/mjapi'];
    for (const baseUrl of addresses) await createDrawApi({ gateway, getEndpoint: () => ({ baseUrl, secret: 's' }) }).fetchTask('1');
    expect(seen.map(([, headers]) => headers)).toEqual(addresses.map(() => ({ 'content-type': 'application/json', 'mj-api-secret': 's' })));
  });

  it('reads a 423 as "access password needed" from our relay only; another proxy’s 423 is its own failure', async () => {
    const { gateway } = recorder(refused);
    await expect(createDrawApi({ gateway, getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }) }).fetchTask('1')).rejects.toMatchObject({ code: 'AUTH_REQUIRED', status: 423 });
    await expect(createDrawApi({ gateway, getEndpoint: () => ({ baseUrl: 'https://mj.example.com', secret: 's' }) }).fetchTask('1')).rejects.toMatchObject({
      code: 'UPSTREAM_ERROR',
      status: 423,
    });
  });

  it('keeps draw’s own readings: a refused secret, an HTML page, no service on the server', async () => {
    const secret = recorder(() => new Response('<html>401</html>', { status: 401 }));
    await expect(createDrawApi({ gateway: secret.gateway, getEndpoint: () => ({ baseUrl: 'https://mj.example.com', secret: 'wrong' }) }).fetchTask('1')).rejects.toMatchObject({ code: 'INVALID_SECRET' });
    const page = recorder(() => new Response('<!doctype html><title>app</title>', { status: 200 }));
    await expect(createDrawApi({ gateway: page.gateway, getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }) }).fetchTask('1')).rejects.toMatchObject({ code: 'NOT_JSON' });
    const none = recorder(() => new Response(JSON.stringify({ code: 'NO_UPSTREAM', msg: 'none' }), { status: 503 }));
    await expect(createDrawApi({ gateway: none.gateway, getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }) }).fetchTask('1')).rejects.toMatchObject({ code: 'NO_UPSTREAM' });
  });
});

describe('createDalleApi through the gateway client', () => {
  const request = { model: 'dall-e-3', prompt: 'a cat', size: '1024x1024' } as const;

  it('sends the access password only to our own server, the own key wherever it points', async () => {
    const { seen, gateway } = recorder(image);
    for (const baseUrl of ['/openapi', 'https://api.openai.com', 'https://our.site@evil.com']) await createDalleApi({ gateway, getEndpoint: () => ({ baseUrl, apiKey: 'sk' }) }).generate(request);
    expect(seen.map(([url, headers]) => [url, headers['authorization'], headers['x-ptoken']])).toEqual([
      ['/openapi/v1/images/generations', 'Bearer sk', 'pw'],
      ['https://api.openai.com/v1/images/generations', 'Bearer sk', undefined],
      ['https://our.site@evil.com/v1/images/generations', 'Bearer sk', undefined],
    ]);
  });

  it('does not take the images API’s 423 for our access-password check', async () => {
    const { gateway } = recorder(refused);
    await expect(createDalleApi({ gateway, getEndpoint: () => ({ baseUrl: 'https://api.openai.com', apiKey: 'sk' }) }).generate(request)).rejects.toMatchObject({ code: 'UPSTREAM_ERROR', status: 423 });
    await expect(createDalleApi({ gateway, getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }) }).generate(request)).rejects.toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});
