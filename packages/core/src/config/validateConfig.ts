import { AtelierConfigError } from '../errors/AtelierError';
import type { AppConfig, ResolvedAppConfig } from './AppConfig';

type Bag = Record<string, unknown>;

function isObject(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function section(config: Bag, key: string, required = false): Bag {
  const value = config[key];
  if (value === undefined && !required) return {};
  if (!isObject(value)) throw new AtelierConfigError(key, 'expected an object');
  return value;
}

function url(bag: Bag, path: string, key: string, fallback?: string): string {
  const value = bag[key];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string') throw new AtelierConfigError(`${path}.${key}`, 'expected a URL string');
  // Relative paths are fine (same-origin proxies); anything with a scheme must be http(s).
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https?:\/\//i.test(value)) {
    throw new AtelierConfigError(`${path}.${key}`, `expected an http(s) URL or a path, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function optionalString(bag: Bag, path: string, key: string): string | null {
  const value = bag[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new AtelierConfigError(`${path}.${key}`, 'expected a string');
  return value;
}

const identity = (password: string) => password;

/** Validates once at the provider; throws an `AtelierConfigError` naming the bad key. */
export function validateConfig(input: AppConfig): ResolvedAppConfig {
  if (!isObject(input)) throw new AtelierConfigError('config', 'expected an object');
  const config = input as unknown as Bag;
  const library = section(config, 'libraryApi', true);
  const openai = section(config, 'openai');
  const draw = section(config, 'draw');
  const upload = section(config, 'upload');
  const auth = section(config, 'auth');
  const storage = section(config, 'storage');

  const env = library['env'] ?? 'prod';
  if (typeof env !== 'string' || env === '') throw new AtelierConfigError('libraryApi.env', 'expected a non-empty string');
  const timeoutMs = library['timeoutMs'] ?? 30_000;
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new AtelierConfigError('libraryApi.timeoutMs', 'expected a positive number of milliseconds');
  }
  const transformPassword = auth['transformPassword'] ?? identity;
  if (typeof transformPassword !== 'function') {
    throw new AtelierConfigError('auth.transformPassword', 'expected a function');
  }
  const prefix = storage['prefix'] ?? '';
  if (typeof prefix !== 'string') throw new AtelierConfigError('storage.prefix', 'expected a string');
  const backend = storage['backend'];
  if (
    backend !== undefined &&
    backend !== null &&
    !(isObject(backend) && ['getItem', 'setItem', 'removeItem'].every((m) => typeof (backend as Bag)[m] === 'function'))
  ) {
    throw new AtelierConfigError('storage.backend', 'expected a Storage-like object with getItem, setItem and removeItem, or null');
  }

  return Object.freeze({
    libraryApi: { baseUrl: url(library, 'libraryApi', 'baseUrl'), env, timeoutMs },
    openai: { baseUrl: url(openai, 'openai', 'baseUrl', '/openapi'), apiKey: optionalString(openai, 'openai', 'apiKey') },
    draw: { baseUrl: url(draw, 'draw', 'baseUrl', '/mjapi'), secret: optionalString(draw, 'draw', 'secret') },
    upload: { url: url(upload, 'upload', 'url', '/openapi/v1/upload') },
    auth: { transformPassword: transformPassword as ResolvedAppConfig['auth']['transformPassword'] },
    storage: { prefix, backend: backend as ResolvedAppConfig['storage']['backend'] },
  });
}
