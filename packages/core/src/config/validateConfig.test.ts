import { describe, expect, it } from 'vitest';
import { AtelierConfigError } from '../errors/AtelierError';
import type { AppConfig } from './AppConfig';
import { validateConfig } from './validateConfig';

const base: AppConfig = { libraryApi: { baseUrl: 'https://books.example.com/' } };

function errorOf(config: unknown): AtelierConfigError {
  try {
    validateConfig(config as AppConfig);
  } catch (error) {
    if (error instanceof AtelierConfigError) return error;
    throw error;
  }
  throw new Error('expected validateConfig to throw');
}

describe('validateConfig', () => {
  it('applies defaults: prod env, same-origin proxies for AI services, identity password transform', async () => {
    const config = validateConfig(base);
    expect(config.libraryApi).toEqual({ baseUrl: 'https://books.example.com', env: 'prod', timeoutMs: 30_000 });
    expect(config.openai).toEqual({ baseUrl: '/openapi', apiKey: null });
    expect(config.draw).toEqual({ baseUrl: '/mjapi', secret: null });
    expect(config.upload.url).toBe('/openapi/v1/upload');
    expect(await config.auth.transformPassword('secret1')).toBe('secret1');
  });

  it('keeps relative base URLs so a host can proxy through its own origin', () => {
    expect(validateConfig({ libraryApi: { baseUrl: '' } }).libraryApi.baseUrl).toBe('');
    expect(validateConfig({ libraryApi: { baseUrl: '/backend/' } }).libraryApi.baseUrl).toBe('/backend');
  });

  it.each([
    [{}, 'libraryApi'],
    [{ libraryApi: {} }, 'libraryApi.baseUrl'],
    [{ libraryApi: { baseUrl: 42 } }, 'libraryApi.baseUrl'],
    [{ libraryApi: { baseUrl: 'ftp://x' } }, 'libraryApi.baseUrl'],
    [{ libraryApi: { baseUrl: '', env: '' } }, 'libraryApi.env'],
    [{ libraryApi: { baseUrl: '', timeoutMs: -1 } }, 'libraryApi.timeoutMs'],
    [{ ...base, openai: { baseUrl: 'javascript:alert(1)' } }, 'openai.baseUrl'],
    [{ ...base, openai: { apiKey: 7 } }, 'openai.apiKey'],
    [{ ...base, draw: 'x' }, 'draw'],
    [{ ...base, auth: { transformPassword: 'sha256' } }, 'auth.transformPassword'],
    [{ ...base, storage: { backend: {} } }, 'storage.backend'],
  ])('rejects %j naming the key %s', (config, key) => {
    const error = errorOf(config);
    expect(error.key).toBe(key);
    expect(error.message).toContain(`"${key}"`);
    expect(error.code).toBe('CONFIG_INVALID');
  });

  it('accepts null storage (memory only) and a custom Storage-like backend', () => {
    const backend = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    expect(validateConfig({ ...base, storage: { backend: null } }).storage.backend).toBeNull();
    expect(validateConfig({ ...base, storage: { backend } }).storage.backend).toBe(backend);
  });
});
