import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from './gatewayConfig';
import { sessionRoutes } from './sessionRoutes';

async function app(env: Record<string, string>, now = () => 0) {
  // Like the real server: JSON bodies are validated without type coercion.
  const instance = Fastify({ ajv: { customOptions: { coerceTypes: false } } });
  await instance.register(sessionRoutes(readGatewayConfig(env, '1.2.3'), now));
  return instance;
}

describe('POST /api/session', () => {
  it('says no password is needed when AUTH_SECRET_KEY is unset, with the configured models', async () => {
    const res = await (await app({ CUSTOM_MODELS: 'llama3 qwen2', DISABLE_GPT4: 'true' })).inject({ method: 'POST', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Success',
      data: { auth: false, customModels: 'llama3 qwen2', disableGpt4: true, version: '1.2.3', openaiConfigured: false },
    });
  });

  it('reports that a password is needed, never the keys themselves', async () => {
    const res = await (await app({ AUTH_SECRET_KEY: 'alpha, beta', OPENAI_API_KEY: 'sk-secret', OPENAI_API_BASE_URL: 'https://api.example' })).inject({
      method: 'POST',
      url: '/api/session',
      payload: {},
    });
    expect(res.json().data).toMatchObject({ auth: true, openaiConfigured: true });
    expect(res.body).not.toContain('alpha');
    expect(res.body).not.toContain('sk-secret');
  });
});

describe('POST /api/verify', () => {
  it('accepts any key of the comma-separated list', async () => {
    const server = await app({ AUTH_SECRET_KEY: 'alpha,beta' });
    for (const token of ['alpha', 'beta']) {
      const res = await server.inject({ method: 'POST', url: '/api/verify', payload: { token } });
      expect(res.json()).toEqual({ status: 'Success', message: 'Verify successfully' });
    }
  });

  it('rejects wrong, empty and missing tokens without a 500', async () => {
    const server = await app({ AUTH_SECRET_KEY: 'alpha' });
    expect((await server.inject({ method: 'POST', url: '/api/verify', payload: { token: 'alph' } })).statusCode).toBe(401);
    expect((await server.inject({ method: 'POST', url: '/api/verify', payload: { token: ' ' } })).json()).toMatchObject({ message: 'Secret key is empty' });
    expect((await server.inject({ method: 'POST', url: '/api/verify', payload: {} })).statusCode).toBe(400);
    expect((await server.inject({ method: 'POST', url: '/api/verify', payload: { token: 5 } })).statusCode).toBe(400);
  });

  it('locks an IP after AUTH_SECRET_ERROR_COUNT failures for AUTH_SECRET_ERROR_TIME minutes', async () => {
    let now = 0;
    const server = await app({ AUTH_SECRET_KEY: 'alpha', AUTH_SECRET_ERROR_COUNT: '3', AUTH_SECRET_ERROR_TIME: '2' }, () => now);
    const verify = (token: string) => server.inject({ method: 'POST', url: '/api/verify', payload: { token } });
    for (let i = 0; i < 3; i += 1) expect((await verify('nope')).statusCode).toBe(401);
    expect((await verify('alpha')).statusCode).toBe(429);
    now = 2 * 60_000 + 1;
    expect((await verify('alpha')).statusCode).toBe(200);
  });
});
