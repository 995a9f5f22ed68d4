import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Verified tokens remembered at most; a client reuses one token for up to an hour of requests. */
const VERIFIED_MAX = 5_000;

/** Tokens signed before sessions existed carry no `sid`; they simply run out within the hour. */
export interface VerifiedToken {
  userId: string;
  sessionId?: string;
}

export class AccessTokens {
  /** Token → its subject and expiry (ms). The same bytes always verify the same way. */
  private readonly verified = new Map<string, { who: VerifiedToken; expiresAt: number }>();

  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** `sessionId` (claim `sid`) names the refresh family, so revoking a device also ends its access token. */
  sign(userId: string, sessionId?: string): Promise<string> {
    return new SignJWT(sessionId ? { sid: sessionId } : {})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The user id (and session, when the token names one), or 'expired' / 'invalid'. */
  async verify(token: string): Promise<VerifiedToken | 'expired' | 'invalid'> {
    const known = this.verified.get(token);
    if (known) {
      if (this.now() < known.expiresAt) return known.who;
      this.verified.delete(token);
      return 'expired';
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(this.now()) });
      if (typeof payload.sub !== 'string') return 'invalid';
      if (payload.sid !== undefined && typeof payload.sid !== 'string') return 'invalid';
      const who: VerifiedToken = typeof payload.sid === 'string' ? { userId: payload.sub, sessionId: payload.sid } : { userId: payload.sub };
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
        this.verified.set(token, { who, expiresAt: payload.exp * 1000 });
      }
      return who;
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

export async function loadJwtKey(secret: string | null, dataDir: string): Promise<Uint8Array> {
  if (secret) return new TextEncoder().encode(secret);
  const file = path.join(dataDir, 'secrets', 'jwt.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch {
    const key = randomBytes(32);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, key.toString('base64url'), { mode: 0o600 });
    return key;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
