import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, rawRequest, startConnectProxy, startFakeUpstream, startSocks5Proxy } from '../testing/fakeUpstream';
import { startGatewayServer } from '../testing/gatewayServer';
import type { TestServer } from '../testing/testServer';

/** One turn of the event loop, so each event leaves in a write of its own. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

let openai: FakeUpstream;
let mj: FakeUpstream;
let server: TestServer;

beforeAll(async () => {
  [openai, mj] = await Promise.all([startFakeUpstream(), startFakeUpstream()]);
  server = await startGatewayServer({
    OPENAI_API_BASE_URL: openai.url,
    OPENAI_API_KEY: 'sk-server',
    MJ_SERVER: mj.url,
    MJ_API_SECRET: 'mj-server-secret',
    AUTH_SECRET_KEY: 'open-sesame,second',
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await Promise.all([openai.close(), mj.close()]);
});
afterEach(() => {
  openai.requests.length = 0;
  mj.requests.length = 0;
  openai.handler = (_r, res) => res.end('{}');
  mj.handler = (_r, res) => res.end('{}');
});

const withPassword = { 'x-ptoken': 'open-sesame', 'content-type': 'application/json' };

describe('streaming chat completions', () => {
  it('relays every SSE chunk in order, the first one before the upstream has finished', async () => {
    const events = Array.from({ length: 12 }, (_, i) => `data: {"choices":[{"delta":{"content":"tok${i} "}}]}\n\n`);
    let release!: () => void;
    const firstSeen = new Promise<void>((resolve) => (release = resolve));
    let upstreamDone = false;
    openai.handler = async (_r, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(events[0]);
      // The rest only comes once the client has the first chunk: buffering would deadlock here.
      await firstSeen;
      for (const event of events.slice(1)) {
        await nextTurn();
        res.write(event);
      }
      res.end('data: [DONE]\n\n');
      upstreamDone = true;
    };
    const res = await fetch(`${server.url}/openapi/v1/chat/completions`, {
      method: 'POST',
      headers: { ...withPassword, accept: 'text/event-stream' },
      body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe(events[0]);
    expect(upstreamDone).toBe(false);
    release();
    let text = decoder.decode(first.value, { stream: true });
    for (let next = await reader.read(); !next.done; next = await reader.read()) text += decoder.decode(next.value, { stream: true });
    expect(text).toBe(`${events.join('')}data: [DONE]\n\n`);
    const seen = openai.requests[0]!;
    await seen.bodyDone;
    expect(seen.url).toBe('/v1/chat/completions');
    expect(JSON.parse(seen.body.toString())).toMatchObject({ model: 'gpt-4o-mini', stream: true });
  });

  it('cancels the upstream call when the client aborts', async () => {
    openai.handler = (_r, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // One event, then silence: only a hang-up passed on by the gateway ends this request.
      res.write('data: {"n":0}\n\n');
    };
    // A browser's Stop button closes the connection: a plain node request does the same on destroy().
    const url = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, method: 'POST', path: '/openapi/v1/chat/completions', headers: withPassword }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => error.code !== 'ECONNRESET' && reject(error));
      req.end('{"stream":true}');
    });
    // Without the hang-up passed on, this waits until the test times out. No latency bound is
    // asserted: a scheduler hiccup on a busy machine is not a gateway bug.
    await openai.requests[0]!.closedEarly;
  });
});

describe('the access password', () => {
  it('answers 423 token_check without a password or with a wrong one, and calls nobody', async () => {
    for (const headers of [{}, { 'x-ptoken': 'nope' }, { authorization: 'Bearer ' }]) {
      const res = await fetch(`${server.url}/openapi/v1/models`, { headers });
      expect(res.status).toBe(423);
      expect(await res.json()).toEqual({ code: 'token_check', message: 'Error: 无访问权限 | No access rights', msg: 'Error: 无访问权限 | No access rights' });
    }
    const draw = await fetch(`${server.url}/mjapi/mj/task/1/fetch`);
    expect(draw.status).toBe(423);
    expect(openai.requests).toHaveLength(0);
    expect(mj.requests).toHaveLength(0);
  });

  it('forwards with the server key once the password is right, never the browser’s secrets', async () => {
    const res = await fetch(`${server.url}/openapi/v1/models?limit=2`, {
      headers: { 'x-ptoken': 'second', cookie: 'session=abc', 'x-forwarded-for': '10.0.0.9', 'openai-beta': 'assistants=v2' },
    });
    expect(res.status).toBe(200);
    const seen = openai.requests[0]!;
    expect(seen.url).toBe('/v1/models?limit=2');
    expect(seen.headers['authorization']).toBe('Bearer sk-server');
    expect(seen.headers['openai-beta']).toBe('assistants=v2');
    expect(seen.headers['host']).toBe(new URL(openai.url).host);
    for (const name of ['x-ptoken', 'cookie', 'x-forwarded-for']) expect(seen.headers[name]).toBeUndefined();
  });

  it('asks for the password even with the user’s own key or MJ secret, and calls nobody', async () => {
    // A keyless upstream (Ollama) or a proxy that ignores its secret would serve any key at all.
    const attempts = [
      fetch(`${server.url}/openapi/v1/models`, { headers: { authorization: 'Bearer sk-anything' } }),
      fetch(`${server.url}/openapi/v1/chat/completions`, { method: 'POST', headers: { authorization: 'Bearer sk-anything', 'content-type': 'application/json' }, body: '{}' }),
      fetch(`${server.url}/openapi/v1/models`, { headers: { authorization: 'Bearer sk-anything', 'x-ptoken': 'wrong' } }),
      fetch(`${server.url}/mjapi/mj/task/7/fetch`, { headers: { 'mj-api-secret': 'x' } }),
      fetch(`${server.url}/mjapi/mj/submit/imagine`, { method: 'POST', headers: { 'mj-api-secret': 'x', 'content-type': 'application/json' }, body: '{"prompt":"a cat"}' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(423);
      expect(await res.json()).toMatchObject({ code: 'token_check' });
    }
    expect(openai.requests).toHaveLength(0);
    expect(mj.requests).toHaveLength(0);
  });

  it('forwards the user’s own key instead of the server’s when the password comes with it', async () => {
    const res = await fetch(`${server.url}/openapi/v1/models`, { headers: { authorization: 'Bearer sk-user-own', 'x-ptoken': 'open-sesame' } });
    expect(res.status).toBe(200);
    expect(openai.requests[0]!.headers['authorization']).toBe('Bearer sk-user-own');
    expect(openai.requests[0]!.headers['x-ptoken']).toBeUndefined();

    const draw = await fetch(`${server.url}/mjapi/mj/task/7/fetch`, { headers: { 'mj-api-secret': 'users-mj-secret', 'x-ptoken': 'second' } });
    expect(draw.status).toBe(200);
    expect(mj.requests[0]!.url).toBe('/mj/task/7/fetch');
    expect(mj.requests[0]!.headers['mj-api-secret']).toBe('users-mj-secret');
  });

  it('takes the password only as x-ptoken, and never forwards it upstream as a key', async () => {
    const asBearer = await fetch(`${server.url}/openapi/v1/models`, { headers: { authorization: 'Bearer open-sesame' } });
    expect(asBearer.status).toBe(423);
    expect(openai.requests).toHaveLength(0);
    const both = await fetch(`${server.url}/openapi/v1/models`, { headers: { authorization: 'Bearer open-sesame', 'x-ptoken': 'second' } });
    expect(both.status).toBe(200);
    expect(openai.requests[0]!.headers['authorization']).toBe('Bearer sk-server');
  });

  it('sends the server’s MJ secret on midjourney-proxy calls made with the password', async () => {
    mj.handler = (_r, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":1,"result":"1234"}');
    const res = await fetch(`${server.url}/mjapi/mj/submit/imagine`, { method: 'POST', headers: withPassword, body: '{"prompt":"a cat"}' });
    expect(await res.json()).toEqual({ code: 1, result: '1234' });
    const seen = mj.requests[0]!;
    await seen.bodyDone;
    expect(seen.headers['mj-api-secret']).toBe('mj-server-secret');
    expect(seen.body.toString()).toBe('{"prompt":"a cat"}');
  });
});

describe('bodies and errors pass through untouched', () => {
  it('passes upstream 401 and 429 with their OpenAI error JSON and headers', async () => {
    const error = { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } };
    openai.handler = (_r, res) => res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify(error));
    let res = await fetch(`${server.url}/openapi/v1/chat/completions`, { method: 'POST', headers: withPassword, body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(error);

    openai.handler = (_r, res) =>
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '20', 'set-cookie': 'up=1' }).end('{"error":{"code":"rate_limit_exceeded"}}');
    res = await fetch(`${server.url}/openapi/v1/chat/completions`, { method: 'POST', headers: withPassword, body: '{}' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('20');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({ error: { code: 'rate_limit_exceeded' } });
  });

  it('relays an upstream page sandboxed and unsniffed, whatever policy the upstream sent', async () => {
    const page = '<html><script>localStorage.getItem("atelier.user")</script></html>';
    for (const prefix of ['/openapi/v1/models', '/mjapi/mj/task/1/fetch']) {
      const upstream = prefix.startsWith('/mjapi') ? mj : openai;
      upstream.handler = (_r, res) =>
        res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src *", 'x-frame-options': 'ALLOWALL' }).end(page);
      const res = await fetch(`${server.url}${prefix}`, { headers: withPassword });
      expect([prefix, res.status, await res.text()]).toEqual([prefix, 200, page]);
      expect(res.headers.get('content-security-policy')).toBe('sandbox');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('relays a multipart transcription byte for byte, boundary included', async () => {
    const audio = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256));
    const boundary = '----atelier-test-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="model"\r\n\r\nwhisper-1\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="whisper.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      audio,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    openai.handler = async (record, res) => {
      await record.bodyDone;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"text":"hello there"}');
    };
    const res = await fetch(`${server.url}/openapi/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { 'x-ptoken': 'open-sesame', 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(await res.json()).toEqual({ text: 'hello there' });
    const seen = openai.requests[0]!;
    expect(seen.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
    expect(seen.body.equals(body)).toBe(true);
  });

  it('relays binary speech audio unchanged', async () => {
    const mp3 = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 31) % 256));
    openai.handler = (_r, res) => res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
    const res = await fetch(`${server.url}/openapi/v1/audio/speech`, {
      method: 'POST',
      headers: withPassword,
      body: '{"model":"tts-1","input":"hi","voice":"alloy"}',
    });
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await res.arrayBuffer()).equals(mp3)).toBe(true);
  });
});

describe('limits and failures', () => {
  it('refuses bodies over the limit with 413, declared or streamed, before the upstream gets it all', async () => {
    const small = await startGatewayServer({ OPENAI_API_BASE_URL: openai.url, GATEWAY_BODY_LIMIT_BYTES: '1000', GATEWAY_RATE_LIMIT: '3' });
    try {
      const declared = await rawRequest(small.url, {
        method: 'POST',
        path: '/openapi/v1/chat/completions',
        headers: { 'content-type': 'application/json', 'content-length': '2000' },
        body: [Buffer.alloc(2000, 0x20)],
      });
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.body.toString())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(openai.requests).toHaveLength(0);

      const streamed = await rawRequest(small.url, {
        method: 'POST',
        path: '/openapi/v1/chat/completions',
        headers: { 'content-type': 'application/json' },
        body: [Buffer.alloc(600, 0x20), Buffer.alloc(600, 0x20), Buffer.alloc(600, 0x20)],
      });
      expect(streamed.status).toBe(413);

      // The third proxied call within the minute is the last one allowed (GATEWAY_RATE_LIMIT=3).
      expect((await fetch(`${small.url}/openapi/v1/models`)).status).toBe(200);
      const limited = await fetch(`${small.url}/openapi/v1/models`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await small.close();
    }
  }, 60_000);

  it('answers 504 UPSTREAM_TIMEOUT when the upstream is silent, cuts streams that stall, and hangs up on it', async () => {
    const slow = await startGatewayServer({ OPENAI_API_BASE_URL: openai.url, OPENAI_TIMEOUT_MS: '300' });
    openai.handler = () => undefined;
    try {
      // No wall-clock bound: with the default 120 s the test would time out instead of seeing a 504.
      const res = await fetch(`${slow.url}/openapi/v1/chat/completions`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(504);
      expect(await res.json()).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
      await openai.requests[0]!.closedEarly;

      // A stream that falls silent mid-reply is cut after the same time, upstream and downstream.
      openai.handler = (_r, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: {"n":1}\n\n');
      };
      const stalled = await fetch(`${slow.url}/openapi/v1/chat/completions`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(stalled.status).toBe(200);
      const reader = stalled.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: {"n":1}\n\n');
      await expect(reader.read()).rejects.toThrow();
      await openai.requests[1]!.closedEarly;
    } finally {
      await slow.close();
    }
  }, 60_000);

  it('answers 502 UPSTREAM_UNREACHABLE when nothing listens upstream, without naming the host', async () => {
    const gone = await startFakeUpstream();
    await gone.close();
    const broken = await startGatewayServer({ OPENAI_API_BASE_URL: gone.url });
    try {
      const res = await fetch(`${broken.url}/openapi/v1/models`);
      expect(res.status).toBe(502);
      const body = (await res.json()) as { code: string; msg: string };
      expect(body.code).toBe('UPSTREAM_UNREACHABLE');
      expect(body.msg).not.toContain(String(gone.port));
    } finally {
      await broken.close();
    }
  }, 60_000);

  it('says clearly that no upstream is configured (503 NO_UPSTREAM); wrong passwords lock the IP', async () => {
    const bare = await startGatewayServer({ AUTH_SECRET_KEY: 'pw', AUTH_SECRET_ERROR_COUNT: '2' });
    try {
      for (const path of ['/openapi/v1/chat/completions', '/mjapi/mj/submit/imagine']) {
        const res = await fetch(`${bare.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ptoken': 'pw' }, body: '{}' });
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ code: 'NO_UPSTREAM', msg: expect.stringMatching(/configured/) });
      }
      const session = await fetch(`${bare.url}/api/session`, { method: 'POST' });
      expect(((await session.json()) as { data: object }).data).toMatchObject({ auth: true, openaiConfigured: false, drawConfigured: false });

      // Guessing through the proxy counts like guessing at /api/verify.
      for (const guess of ['a', 'b']) expect((await fetch(`${bare.url}/openapi/v1/models`, { headers: { 'x-ptoken': guess } })).status).toBe(423);
      const locked = await fetch(`${bare.url}/openapi/v1/models`, { headers: { 'x-ptoken': 'pw' } });
      expect(locked.status).toBe(429);
      const verify = await fetch(`${bare.url}/api/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"token":"pw"}' });
      expect(verify.status).toBe(429);
    } finally {
      await bare.close();
    }
  }, 60_000);

  it('connects to the upstream through HTTPS_PROXY when set', async () => {
    const proxy = await startConnectProxy();
    const proxied = await startGatewayServer({ OPENAI_API_BASE_URL: openai.url, HTTPS_PROXY: proxy.url });
    try {
      openai.handler = (_r, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
      const res = await fetch(`${proxied.url}/openapi/v1/models`);
      expect(await res.json()).toEqual({ data: [] });
      expect(proxy.tunnels).toEqual([new URL(openai.url).host]);
      expect(openai.requests).toHaveLength(1);
    } finally {
      await proxied.close();
      await proxy.close();
    }
  }, 60_000);

  it('connects to the upstream through SOCKS_PROXY (socks5://) when set', async () => {
    const socks = await startSocks5Proxy();
    const proxied = await startGatewayServer({ OPENAI_API_BASE_URL: openai.url, SOCKS_PROXY: socks.url });
    try {
      const res = await fetch(`${proxied.url}/openapi/v1/models`);
      expect(res.status).toBe(200);
      expect(socks.connects).toEqual([new URL(openai.url).host]);
      expect(openai.requests).toHaveLength(1);
    } finally {
      await proxied.close();
      await socks.close();
    }
  }, 60_000);
});
