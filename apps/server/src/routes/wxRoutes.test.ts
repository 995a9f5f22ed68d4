import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechat } from '../testing/fakeWechat';
import { createClient, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
let server: TestServer;
let call: ApiClient;

beforeAll(async () => {
  wechat = await startFakeWechat({ 'code-1': 'openid-one', 'code-1b': 'openid-one', 'code-2': 'openid-two' });
  server = await startTestServer({
    config: { wechat: { appId: wechat.appId, secret: wechat.secret, apiBase: wechat.url }, authRateLimitPerMinute: 5 },
  });
  call = createClient(server.url);
}, 60_000);
afterAll(async () => {
  await server.close();
  await wechat.close();
});

describe('POST /api/wx/login', () => {
  it('creates a user for a new openid and finds the same user next time', async () => {
    const before = wechat.requests.length;
    const first = await call('POST', '/api/wx/login', { json: { code: 'code-1' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600 });
    const again = await call('POST', '/api/wx/login', { json: { code: 'code-1b' } });
    expect(again.body.user.id).toBe(first.body.user.id);
    const other = await call('POST', '/api/wx/login', { json: { code: 'code-2' } });
    expect(other.body.user.id).not.toBe(first.body.user.id);
    expect(wechat.requests[before]?.get('js_code')).toBe('code-1');

    const info = await call('GET', '/api/wx/user/info', { token: first.body.access_token });
    expect(info.body.id).toBe(first.body.user.id);
  });

  it('answers WX_LOGIN_FAILED when WeChat refuses the code', async () => {
    const res = await call('POST', '/api/wx/login', { json: { code: 'bogus' } });
    expect([res.status, res.body.code]).toEqual([401, 'WX_LOGIN_FAILED']);
    expect(res.body.details.errcode).toBe(40029);
  });

  it('validates the body', async () => {
    const res = await call('POST', '/api/wx/login', { json: { code: 42 } });
    expect(res.status).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED after too many logins for one user name', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await call('POST', '/api/login', { json: { user_name: 'target', password: 'guess-' + i } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts attempts per IP too, whatever token or name each one carries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await call('POST', '/api/refresh', { json: { refresh_token: `guess-${i}` } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('without WeChat configured', () => {
  it('says so with 503', async () => {
    const bare = await startTestServer();
    try {
      const res = await createClient(bare.url)('POST', '/api/wx/login', { json: { code: 'x' } });
      expect([res.status, res.body.code]).toEqual([503, 'WX_NOT_CONFIGURED']);
    } finally {
      await bare.close();
    }
  }, 60_000);
});
