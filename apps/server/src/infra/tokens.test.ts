import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { AccessTokens } from './tokens';

const key = new TextEncoder().encode('a-test-secret-of-enough-length-123456');

describe('AccessTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again from memory, until they expire', async () => {
    // jose stamps `iat`/`exp` from `new Date()` when signing, so the wall clock is faked.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12));
    let clock = Date.now();
    const tokens = new AccessTokens(key, 60, () => clock);
    const token = await tokens.sign('user-1');
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1' });
    clock += 59_000;
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1' });
    clock += 1_000;
    expect(await tokens.verify(token)).toBe('expired');
    expect(await tokens.verify(token)).toBe('expired');
  });

  it('refuses tampered tokens and tokens signed with another key', async () => {
    const tokens = new AccessTokens(key, 60);
    const token = await tokens.sign('user-1');
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'admin', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toBe('invalid');
    expect(await tokens.verify(`${head}.${body}.${signature}x`)).toBe('invalid');
    const other = new AccessTokens(new TextEncoder().encode('another-secret-of-enough-length-000000'), 60);
    expect(await other.verify(token)).toBe('invalid');
    // A valid token remembered by one instance does not make a forged one pass.
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1' });
    expect(await tokens.verify(forged)).toBe('invalid');
  });

  it('carries the session a token belongs to, from memory too, and refuses a malformed one', async () => {
    const tokens = new AccessTokens(key, 60);
    const token = await tokens.sign('user-1', 'session-1');
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    const odd = await new SignJWT({ sid: 42 }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').setExpirationTime('60s').sign(key);
    expect(await tokens.verify(odd)).toBe('invalid');
  });
});
