import { describe, expect, it } from 'vitest';
import { gatewayHeaders, isOwnServer, type OwnServer, ownServerOf } from './gatewayHeaders';

const own: OwnServer = { pageUrl: 'https://our.site/app/chat?x=1', apiBaseUrl: 'https://api.our.site/v2' };

describe('isOwnServer', () => {
  it('takes paths on the page and the page’s or the library API’s origin for ours', () => {
    for (const url of ['/openapi', 'openapi/v1', '', '?q', 'https://our.site/openapi', 'HTTPS://OUR.SITE:443/openapi', 'https://api.our.site/mjapi'])
      expect(isOwnServer(url, own), url).toBe(true);
  });

  it('takes an address on any other scheme, host or port for someone else’s', () => {
    for (const url of ['http://our.site/openapi', 'https://our.site:8443/openapi', 'https://evil.com/openapi', 'https://other.our.site/openapi', 'https://api.our.site:444/'])
      expect(isOwnServer(url, own), url).toBe(false);
  });

  it('is not fooled by look-alike addresses', () => {
    const attacks = [
      'https://our.site.evil.com/openapi',
      'https://our.site@evil.com/openapi',
      'https://our.site:pw@evil.com/',
      '//evil.com/openapi',
      '\\\\evil.com/openapi',
      '/\\evil.com/openapi',
      ' //evil.com',
      '\t//evil.com',
      'https://evil.com/https://our.site/',
      'https://evil.com/?https://our.site',
      'https://evil.com#https://our.site',
      'https://оur.site/openapi', // Cyrillic "о": another host
      'javascript:alert(1)',
      'data:text/plain,https://our.site',
      'blob:https://our.site/1',
      'file:///etc/passwd',
      'http://[::1',
    ];
    for (const url of attacks) expect(isOwnServer(url, own), url).toBe(false);
  });

  it('never counts an opaque page origin (file:, about:) as a server of ours', () => {
    const page = { pageUrl: 'file:///home/me/index.html', apiBaseUrl: '' };
    expect(isOwnServer('data:text/plain,x', page)).toBe(false);
    expect(isOwnServer('file:///tmp/x', page)).toBe(false);
    expect(isOwnServer('/openapi', page)).toBe(false);
  });

  it('resolves a relative library API address against the page', () => {
    expect(isOwnServer('https://our.site/x', { pageUrl: own.pageUrl, apiBaseUrl: '' })).toBe(true);
    expect(isOwnServer('https://api.our.site/x', { pageUrl: own.pageUrl, apiBaseUrl: '/api' })).toBe(false);
  });

  it('ownServerOf reads the current page when none is given', () => {
    expect(ownServerOf('/api', 'https://x.test/p')).toEqual({ pageUrl: 'https://x.test/p', apiBaseUrl: '/api' });
    expect(ownServerOf('').pageUrl).toBe(globalThis.location?.href ?? 'http://localhost/');
  });
});

describe('gatewayHeaders', () => {
  const key = ['Authorization', 'Bearer sk-mine'] as const;

  it('sends the access password to our own server, with the user’s own key too when there is one', () => {
    expect(gatewayHeaders({ url: '/openapi/v1/chat/completions', own, accessPassword: 'pw', credential: null })).toEqual({ 'x-ptoken': 'pw' });
    expect(gatewayHeaders({ url: 'https://api.our.site/mjapi/mj/submit/imagine', own, accessPassword: 'pw', credential: ['mj-api-secret', 's'] })).toEqual({
      'mj-api-secret': 's',
      'x-ptoken': 'pw',
    });
    expect(gatewayHeaders({ url: '/openapi/v1/models', own, accessPassword: 'pw', credential: key })).toEqual({ Authorization: 'Bearer sk-mine', 'x-ptoken': 'pw' });
  });

  it('never sends the access password to another origin, key or no key', () => {
    for (const url of ['https://api.openai.com/v1/chat/completions', 'https://our.site.evil.com/v1/models', '//evil.com/v1/upload', 'http://our.site/openapi/v1/models']) {
      expect(gatewayHeaders({ url, own, accessPassword: 'pw', credential: null }), url).toEqual({});
      expect(gatewayHeaders({ url, own, accessPassword: 'pw', credential: key }), url).toEqual({ Authorization: 'Bearer sk-mine' });
    }
  });

  it('sends nothing without a password or a key', () => {
    expect(gatewayHeaders({ url: '/openapi', own, accessPassword: null, credential: null })).toEqual({});
    expect(gatewayHeaders({ url: '/openapi', own, accessPassword: '', credential: null })).toEqual({});
  });
});
