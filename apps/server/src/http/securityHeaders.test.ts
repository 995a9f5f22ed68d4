import { describe, expect, it } from 'vitest';
import { BASE_SECURITY_HEADERS, newCspNonce, pageCsp, pageSecurityHeaders, PERMISSIONS_POLICY, RELAYED_SECURITY_HEADERS, withNonce } from './securityHeaders';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('the page policy', () => {
  const policy = directives(pageCsp('n0nce'));

  it('runs scripts from this origin only: no inline script, no eval, no plugins', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(pageCsp('n0nce')).not.toMatch(/unsafe-eval/);
  });

  it('takes <style> elements only with this response’s nonce, from this origin or blob:', () => {
    for (const name of ['style-src', 'style-src-elem']) expect(policy.get(name)).toEqual(["'self'", "'nonce-n0nce'", 'blob:']);
    // Attributes only: book pages carry inline styles; an attribute cannot @import or select.
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('cannot be framed, re-based or made to post forms elsewhere', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'blob:']);
  });

  it('reaches a user’s own AI service over https or on this machine, never plain http elsewhere', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']);
    for (const name of ['connect-src', 'img-src', 'media-src', 'font-src']) {
      expect(policy.get(name), name).not.toContain('*');
      expect(policy.get(name), name).not.toContain('http:');
    }
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('comes with a permissions policy that allows the microphone here and nothing of the camera or location', () => {
    const headers = pageSecurityHeaders('n0nce');
    expect(headers['content-security-policy']).toBe(pageCsp('n0nce'));
    expect(PERMISSIONS_POLICY).toContain('microphone=(self)');
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('nonces', () => {
  it('are 128 random bits, new each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newCspNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('replace every nonce attribute of the page, whatever its placeholder or quotes', () => {
    const html = `<meta property="csp-nonce" nonce="PLACEHOLDER"><style NONCE='x'>body{}</style><script type="module" nonce=abc src="/a.js"></script><div data-nonce="keep">`;
    expect(withNonce(html, 'N+1/=')).toBe(
      `<meta property="csp-nonce" nonce="N+1/="><style NONCE="N+1/=">body{}</style><script type="module" nonce="N+1/=" src="/a.js"></script><div data-nonce="keep">`,
    );
  });
});

describe('other responses', () => {
  it('every response is unsniffed, unframed and keeps its path from other sites', () => {
    expect(BASE_SECURITY_HEADERS).toEqual({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' });
  });

  it('a relayed upstream answer is sandboxed on top of that', () => {
    expect(RELAYED_SECURITY_HEADERS).toEqual({ ...BASE_SECURITY_HEADERS, 'content-security-policy': 'sandbox' });
  });
});
