import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { multilineText, object, secret } from './schemas';
import { registerValidation, withTextRule } from './validation';

const app = Fastify();
beforeAll(async () => {
  registerErrorHandling(app);
  registerValidation(app);
  app.post(
    '/echo/:name',
    {
      schema: {
        params: object({ name: { type: 'string', maxLength: 50 } }),
        querystring: object({ q: { type: 'string' } }),
        body: object({
          title: { type: 'string' },
          description: multilineText(1000),
          password: secret(1, 100),
          tags: { type: 'array', items: { type: 'string' } },
          link: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        }),
      },
    },
    async (request) => request.body,
  );
  await app.ready();
});
afterAll(() => app.close());

async function post(body: unknown, url = '/echo/x') {
  const res = await app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { status: res.statusCode, body: res.json() };
}

describe('strings refuse control characters', () => {
  it.each(['\u0000', 'a\u0001b', '\u001f', 'del\u007f', 'lone \ud800 half', '\udc00', 'tab\there', 'new\nline', 'cr\r'])(
    'a one-line field refuses %j with the field named',
    async (bad) => {
      const res = await post({ title: bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: 'title', message: 'must not contain control characters', rule: 'x-text' }] } });
    },
  );

  it('finds them inside arrays and either-or schemas', async () => {
    expect((await post({ tags: ['ok', 'x\u0000'] })).body.details.fields).toEqual([{ field: 'tags/1', message: 'must not contain control characters', rule: 'x-text' }]);
    expect((await post({ link: '\u0000' })).body.details.fields.map((f: { field: string }) => f.field)).toContain('link');
  });

  it('lets a multi-line field keep tab and line breaks, never NUL', async () => {
    expect(await post({ description: 'one\ttwo\r\nthree\n' })).toEqual({ status: 200, body: { description: 'one\ttwo\r\nthree\n' } });
    const res = await post({ description: 'a\u0000b' });
    expect(res.body.details.fields).toEqual([{ field: 'description', message: 'must not contain control characters other than tab and line breaks', rule: 'x-text' }]);
  });

  it('takes any character in a secret, and text outside the BMP everywhere', async () => {
    expect((await post({ password: 'p\u0000\tw\ud800' })).status).toBe(200);
    expect((await post({ title: '😀 书 ñ' })).status).toBe(200);
  });

  it('names the rule and its limit, so clients can word the problem themselves', async () => {
    expect((await post({}, `/echo/${'n'.repeat(51)}`)).body.details.fields).toEqual([
      { field: 'name', message: 'must NOT have more than 50 characters', rule: 'maxLength', limit: 50 },
    ]);
    expect((await post({ password: '' })).body.details.fields).toEqual([
      { field: 'password', message: 'must NOT have fewer than 1 characters', rule: 'minLength', limit: 1 },
    ]);
  });

  it('applies to query strings and path parameters too', async () => {
    const query = await post({}, '/echo/x?q=%00abc');
    expect([query.status, query.body.details.fields[0].field]).toEqual([400, 'q']);
    const param = await post({}, '/echo/a%01b');
    expect([param.status, param.body.details.fields[0].field]).toEqual([400, 'name']);
  });
});

describe('withTextRule', () => {
  it('marks every string once, leaves explicit kinds and the input alone', () => {
    const schema = object({ a: { type: 'string' }, b: multilineText(5), c: { type: ['string', 'null'] }, n: { type: 'integer' } });
    const marked = withTextRule(schema);
    expect(marked.properties).toEqual({
      a: { type: 'string', 'x-text': 'line' },
      b: { type: 'string', maxLength: 5, 'x-text': 'multiline' },
      c: { type: ['string', 'null'], 'x-text': 'line' },
      n: { type: 'integer' },
    });
    expect(schema.properties['a']).toEqual({ type: 'string' });
  });
});
