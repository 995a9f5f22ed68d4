import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  sign(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The user id, or 'expired' / 'invalid'. */
  async verify(token: string): Promise<{ userId: string } | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return typeof payload.sub === 'string' ? { userId: payload.sub } : 'invalid';
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
