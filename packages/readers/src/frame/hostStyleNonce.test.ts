// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hostStyleNonce } from './hostStyleNonce';

afterEach(() => {
  document.head.innerHTML = '';
  delete (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__;
});

describe('hostStyleNonce', () => {
  it('reads the nonce where Vite and styled-components put it', () => {
    expect(hostStyleNonce()).toBeNull();
    document.head.innerHTML = '<meta property="csp-nonce" nonce="from-vite">';
    expect(hostStyleNonce()).toBe('from-vite');
    document.head.innerHTML = '<meta property="csp-nonce" content="from-content">';
    expect(hostStyleNonce()).toBe('from-content');
  });

  it('falls back to __webpack_nonce__', () => {
    (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = 'from-webpack';
    expect(hostStyleNonce()).toBe('from-webpack');
  });
});
