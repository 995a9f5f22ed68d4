import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './urlSigner';

const secret = new TextEncoder().encode('test-secret');
const PATH = '/api/books/6f1c1f8e-43a4-4a58-9a52-8f4f3b3c2f10/files/0';

function parts(query: string) {
  const params = new URLSearchParams(query);
  return [params.get('exp') ?? undefined, params.get('sig') ?? undefined] as const;
}

describe('createUrlSigner', () => {
  it('opens the signed path until its expiry, at most an hour ahead, and then says expired', () => {
    let now = Date.UTC(2026, 10, 27, 12, 0, 1);
    const signer = createUrlSigner(secret, { clock: () => now });
    const { query, expiresAt } = signer.sign(PATH);
    expect(expiresAt.getTime() - now).toBeGreaterThanOrEqual(30 * 60_000);
    expect(expiresAt.getTime() - now).toBeLessThanOrEqual(60 * 60_000);
    expect(signer.verify(PATH, ...parts(query))).toBe('valid');
    now = expiresAt.getTime() - 1;
    expect(signer.verify(PATH, ...parts(query))).toBe('valid');
    now = expiresAt.getTime();
    expect(signer.verify(PATH, ...parts(query))).toBe('expired');
  });

  it('gives the same address all through a window, so covers stay cached', () => {
    let now = Date.UTC(2026, 10, 27, 12, 0, 1);
    const signer = createUrlSigner(secret, { clock: () => now });
    const first = signer.sign(PATH).query;
    now += 29 * 60_000;
    expect(signer.sign(PATH).query).toBe(first);
  });

  it('refuses the signature on another path, another key, a moved expiry and malformed input', () => {
    const now = Date.UTC(2026, 10, 27, 12, 0, 0);
    const signer = createUrlSigner(secret, { clock: () => now });
    const [exp, sig] = parts(signer.sign(PATH).query);
    expect(signer.verify(PATH.replace(/0$/, '1'), exp, sig)).toBe('invalid');
    expect(signer.verify(PATH.replace('/files/0', '/cover'), exp, sig)).toBe('invalid');
    expect(createUrlSigner(new TextEncoder().encode('other'), { clock: () => now }).verify(PATH, exp, sig)).toBe('invalid');
    expect(signer.verify(PATH, String(Number(exp) + 3600), sig)).toBe('invalid');
    for (const [e, s] of [
      [undefined, sig],
      [exp, undefined],
      [['1', '2'], sig],
      [`${exp}\u0000`, sig],
      [exp, `${sig}=`],
      [exp, 'A'.repeat(43)],
      ['9'.repeat(40), sig],
    ] as Array<[unknown, unknown]>) {
      expect(signer.verify(PATH, e, s)).toBe('invalid');
    }
  });

  it('refuses a genuine signature dated further ahead than signing ever goes', () => {
    const later = createUrlSigner(secret, { clock: () => Date.UTC(2026, 10, 28) });
    const now = createUrlSigner(secret, { clock: () => Date.UTC(2026, 10, 27) });
    expect(now.verify(PATH, ...parts(later.sign(PATH).query))).toBe('invalid');
  });
});
