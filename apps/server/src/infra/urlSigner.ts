import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureVerdict = 'valid' | 'expired' | 'invalid';

export interface SignedQuery {
  /** `exp=…&sig=…`, to append to the path that was signed. */
  query: string;
  expiresAt: Date;
}

/**
 * Short-lived addresses for elements that cannot send an Authorization header (`<img>`, `<audio>`,
 * `<video>`, iframes, pdf.js Range requests). A signature covers one path (a book's file, cover or
 * QR code) and an expiry, so it opens nothing else and nothing for long.
 */
export interface UrlSigner {
  sign(path: string): SignedQuery;
  verify(path: string, exp: unknown, sig: unknown): SignatureVerdict;
}

export interface UrlSignerOptions {
  /** Expiries are rounded up to a multiple of this, so an address stays the same (and cacheable) that long. */
  windowMs?: number;
  clock?: () => number;
}

const WINDOW_MS = 30 * 60_000;

export function createUrlSigner(secret: Uint8Array, { windowMs = WINDOW_MS, clock = Date.now }: UrlSignerOptions = {}): UrlSigner {
  // A key of its own: a signature can never pass for an access token or the other way round.
  const key = createHmac('sha256', secret).update('atelier signed urls v1').digest();
  const mac = (path: string, exp: number) => createHmac('sha256', key).update(`${exp}\n${path}`).digest();

  return {
    sign(path) {
      // Between one and two windows ahead: at most an hour with the default window.
      const exp = Math.ceil((clock() + windowMs) / windowMs) * windowMs;
      const seconds = exp / 1000;
      return { query: `exp=${seconds}&sig=${mac(path, seconds).toString('base64url')}`, expiresAt: new Date(exp) };
    },
    verify(path, exp, sig) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
      const seconds = Number(exp);
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(path, seconds);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      // A genuine signature whose expiry lies further ahead than signing ever sets came from another clock or key rotation: refuse it.
      if (seconds * 1000 > clock() + 2 * windowMs) return 'invalid';
      return seconds * 1000 <= clock() ? 'expired' : 'valid';
    },
  };
}
