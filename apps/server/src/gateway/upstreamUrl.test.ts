import { describe, expect, it } from 'vitest';
import { upstreamUrl } from './upstreamUrl';

describe('upstreamUrl', () => {
  it('keeps the path and query below the mount on the configured origin', () => {
    expect(upstreamUrl('https://api.openai.com', '/v1', '/v1/chat/completions?a=1&b=%20')?.href).toBe('https://api.openai.com/v1/chat/completions?a=1&b=%20');
    expect(upstreamUrl('https://relay.example/openai/', '/v1', '/v1/models')?.href).toBe('https://relay.example/openai/v1/models');
  });

  it('does not double a /v1 already in the base URL (Ollama style)', () => {
    expect(upstreamUrl('http://localhost:11434/v1', '/v1', '/v1/chat/completions')?.href).toBe('http://localhost:11434/v1/chat/completions');
    expect(upstreamUrl('http://mj.local:8080/mj/', '/mj', '/mj/task/1/fetch')?.href).toBe('http://mj.local:8080/mj/task/1/fetch');
  });

  it.each([
    '/v1/../secret',
    '/v1/a/../../secret',
    '/v1/%2e%2e/secret',
    '/v1/%2E%2e/secret',
    '/v1/.%2e/secret',
    '/v1/./models',
    '/v1//evil.example/x',
    '/v1/http://evil.example/x',
    '/v1/models%2f..%2f..%2fadmin',
    '/v1/..%5c..%5cadmin',
    '/v1/a\\..\\b',
    '/v1/%zz',
    '/v1/a%00b',
    '/v1/models?x=1#frag',
    '/v2/models',
    '/v1',
  ])('refuses %s', (tail) => {
    expect(upstreamUrl('https://api.openai.com', '/v1', tail)).toBeNull();
  });

  it('never leaves the configured origin, whatever the path holds', () => {
    for (const tail of ['/v1/@evil.example', '/v1/models@evil.example:80', '/v1/a:b@evil/x', '/v1/;host=evil']) {
      expect(upstreamUrl('https://api.openai.com', '/v1', tail)?.origin ?? 'https://api.openai.com').toBe('https://api.openai.com');
    }
  });
});
