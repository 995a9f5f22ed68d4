import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_SAMPLES, encodeUrlPart, isStringSchema, mutateBody, randomQuery, randomString, rng, sampleValue, type Random } from '../testing/fuzz';
import { createFakeMidjourney, type FakeMidjourneyServer, startFakeMidjourneyServer } from '../../../../packages/draw/src/testing/node';
import { readGatewayConfig } from '../gateway/gatewayConfig';
import { startFakeWechat } from '../testing/fakeWechat';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

interface Operation {
  operationId: string;
  parameters: Array<{ name: string; in: 'path' | 'query'; schema: unknown; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
}

let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
let mj: FakeMidjourneyServer;
let server: TestServer;
let call: ApiClient;
let token: string;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  wechat = await startFakeWechat({ 'good-code': 'openid-1' });
  // Routes that ask a midjourney-proxy get one: without it they answer 503 NO_UPSTREAM by design.
  mj = await startFakeMidjourneyServer(createFakeMidjourney());
  server = await startTestServer({
    config: {
      authRateLimitPerMinute: 100_000,
      wechat: { appId: wechat.appId, secret: wechat.secret, apiBase: wechat.url },
      gateway: readGatewayConfig({ MJ_SERVER: mj.url, GATEWAY_RATE_LIMIT: '100000' }, 'test'),
    },
  });
  call = createClient(server.url);
  token = (await signUp(call, 'fuzzer')).access_token;
  doc = (await call('GET', '/api/openapi.json')).body;
}, 60_000);
afterAll(async () => {
  await server.close();
  await wechat.close();
  await mj.close();
});

function fillPath(path: string, random: Random): string {
  return path.replace(/\{[^}]+\}/g, () =>
    encodeURIComponent(random() < 0.3 ? '5b0e2a6c-3f1d-4a8e-9c2b-7d4e1f0a9b3c' : randomString(random).slice(0, 300)),
  );
}

describe('the OpenAPI document', () => {
  it('describes every library endpoint with its parameters', () => {
    expect(doc.openapi).toBe('3.1.0');
    const expected = [
      ['post', '/api/register'],
      ['post', '/api/login'],
      ['post', '/api/refresh'],
      ['post', '/api/logout'],
      ['post', '/api/wx/login'],
      ['post', '/api/wx/refresh'],
      ['get', '/api/wx/user/info'],
      ['put', '/api/wx/user/update'],
      ['get', '/api/books'],
      ['get', '/api/books/search'],
      ['get', '/api/books/{book_id}'],
      ['put', '/api/books/{book_id}'],
      ['delete', '/api/books/{book_id}'],
      ['post', '/api/books/upload'],
      ['post', '/api/books/batch-upload'],
      ['post', '/api/books/batch-upload/{task_id}/complete'],
      ['get', '/api/upload-tasks'],
      ['get', '/api/upload-tasks/{task_id}'],
      ['put', '/api/upload-tasks/{task_id}'],
      ['delete', '/api/upload-tasks/{task_id}'],
      ['post', '/api/upload-tasks/{task_id}/retry'],
      ['get', '/api/reading/continue'],
      ['get', '/api/reading/history'],
      ['get', '/api/reading/history/{book_id}'],
      ['get', '/api/reading/popular'],
      ['post', '/api/reading/progress/{book_id}'],
      ['get', '/api/sync/changes'],
      ['post', '/api/sync/changes'],
      ['get', '/api/sync/usage'],
      ['delete', '/api/sync/records'],
      ['post', '/api/draw/images'],
      ['get', '/api/draw/images/{name}'],
      ['post', '/api/uploads'],
      ['patch', '/api/uploads/{id}'],
      ['head', '/api/uploads/{id}'],
      ['delete', '/api/uploads/{id}'],
      ['get', '/api/books/{book_id}/files/{file_index}'],
      ['get', '/api/books/{book_id}/qrcode.png'],
      ['get', '/api/admin/users'],
      ['put', '/api/admin/users/{id}'],
      ['get', '/api/admin/stats'],
      ['post', '/api/admin/users/{id}/reset-link'],
      ['get', '/api/auth/reset-link/{token}'],
      ['post', '/api/auth/reset-link/{token}'],
    ];
    for (const [method, path] of expected) expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    // Well-formed: every path template parameter is declared, every operation id is unique.
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        const declared = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name).sort();
        expect([method, path, declared]).toEqual([method, path, templated]);
        expect(ids.has(operation.operationId), operation.operationId).toBe(false);
        ids.add(operation.operationId);
      }
    }
    expect(doc.paths['/api/books/search']!['get']!.parameters.find((p) => p.name === 'keyword')).toMatchObject({ in: 'query', required: true });
  });
});

describe('fuzzing every route', () => {
  it('never answers 5xx to malformed input', async () => {
    const random = rng(20260101);
    const failures: string[] = [];
    const jobs: Array<() => Promise<void>> = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        const querySchema = { properties: Object.fromEntries(operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])) };
        for (let i = 0; i < 10; i += 1) {
          const url = `${fillPath(path, random)}?${randomQuery(random, querySchema)}`;
          const auth = random() < 0.85 ? token : random() < 0.5 ? 'garbage.token.here' : undefined;
          const variant = i % 5;
          const options: Parameters<ApiClient>[2] = { token: auth };
          if (method !== 'get' && method !== 'head') {
            const raw: Array<[string, string] | undefined> = [
              ['{"broken": ', 'application/json'],
              ['x'.repeat(1_100_000), 'application/json'],
              ['--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi\r\n', 'multipart/form-data; boundary=x'],
              ['plain', 'text/plain'],
            ];
            const picked = raw[variant];
            if (picked) {
              options.body = picked[0];
              options.headers = { 'content-type': picked[1] };
            } else options.json = mutateBody(random, bodySchema);
          }
          jobs.push(async () => {
            const res = await call(method.toUpperCase(), url, options);
            if (res.status >= 500) failures.push(`${method.toUpperCase()} ${url.slice(0, 200)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
            else if (res.status >= 400 && method !== 'head' && !path.startsWith('/api/uploads')) {
              expect(res.body, `${method} ${path}`).toMatchObject({ code: expect.stringMatching(/^[A-Z_]+$/), msg: expect.any(String) });
            }
          });
        }
      }
    }
    const queue = [...jobs];
    await Promise.all(Array.from({ length: 6 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }));
    expect(failures).toEqual([]);
    expect(jobs.length).toBeGreaterThan(300);
  }, 120_000);
});

describe('control characters in every string', () => {
  // PostgreSQL refuses NUL in text; a lone UTF-16 half has no UTF-8 form at all. Each sample goes,
  // one at a time, into each string parameter and field of each documented operation, with the
  // other required values well-formed so that nothing else stops the request first.
  it('are refused as VALIDATION_FAILED naming the field, never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const params = operation.parameters;
        const [type, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        const targets = [
          ...params.filter((p) => isStringSchema(p.schema)).map((p) => ({ where: p.in, name: p.name, schema: p.schema })),
          ...Object.entries(body?.schema.properties ?? {})
            .filter(([, schema]) => isStringSchema(schema))
            .map(([name, schema]) => ({ where: 'body' as const, name, schema })),
        ];
        for (const target of targets) {
          for (const control of CONTROL_SAMPLES) {
            const bad = `ok${control}ok`;
            const valueOf = (name: string, schema: unknown) => (name === target.name ? bad : sampleValue(schema, name));
            const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
              encodeUrlPart(String(valueOf(name, params.find((p) => p.name === name)?.schema))),
            );
            const query = params
              .filter((p) => p.in === 'query' && (p.required || p.name === target.name))
              .map((p) => `${p.name}=${encodeUrlPart(String(valueOf(p.name, p.schema)))}`)
              .join('&');
            const fields = Object.fromEntries(
              Object.entries(body?.schema.properties ?? {})
                .filter(([name]) => name === target.name || body?.schema.required?.includes(name))
                .map(([name, schema]) => [name, valueOf(name, schema)]),
            );
            const options: Parameters<ApiClient>[2] = { token };
            if (type === 'application/json') options.json = fields;
            if (type === 'multipart/form-data') {
              const form = new FormData();
              for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
              options.body = form;
            }
            const res = await call(method.toUpperCase(), `${url}${query ? `?${query}` : ''}`, options);
            sent += 1;
            const label = `${method.toUpperCase()} ${path} ${target.where}:${target.name}=${JSON.stringify(bad)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
            if (res.status >= 500) failures.push(label);
            // Where the character can travel at all: a lone half has no UTF-8 form, so in a URL
            // or a form it arrives as invalid bytes (refused as a bad request or replaced).
            const carried = control !== '\ud800' || (target.where === 'body' && type === 'application/json');
            const refusable = (target.schema as { 'x-text'?: string })['x-text'] !== 'any';
            if (carried && refusable) {
              // HEAD answers carry no body to name the field in.
              const named = method === 'head' || res.body?.details?.fields?.some((f: { field: string }) => f.field === target.name);
              if (res.status !== 400 || (method !== 'head' && res.body.code !== 'VALIDATION_FAILED') || !named) failures.push(`not refused: ${label}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(150);
  }, 120_000);
});

describe('control characters in headers used as values', () => {
  it('are dropped from a tus upload’s file name before it names a book file', async () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await call('POST', '/api/uploads', {
      token,
      headers: { ...tus, 'upload-length': '5', 'upload-metadata': `filename ${b64('no\u0000te\u001f\u007f.txt')},filetype ${b64('text/plain\u0000')}` },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const patched = await call('PATCH', location, {
      token,
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: 'hello',
    });
    expect(patched.status).toBe(204);
    const form = new FormData();
    for (const [name, value] of Object.entries({ upload_id: location.split('/').pop()!, title: 'Notes', file_index: '0', total_files: '1' })) form.append(name, value);
    const book = await call('POST', '/api/books/upload', { token, body: form });
    expect(book.status).toBe(201);
    expect(book.body.file.name).toBe('note.txt');
  });
});
