import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { LoginResponse, TokenPair } from '../contracts';
import type { AppContext } from '../context';
import { refreshTokens, sessions, users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { newId } from '../infra/newId';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../infra/passwords';
import { hashToken, newRefreshToken } from '../infra/tokens';
import { presentOwnUser } from './present';

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export async function createUser(
  ctx: AppContext,
  input: { userName: string; nickname: string; passwordHash: string | null; wxOpenid?: string },
): Promise<UserRow> {
  const id = newId();
  const listedAdmin = ctx.config.adminUsers.includes(input.userName) ? 1 : 0;
  try {
    // The first account becomes admin; deciding inside the INSERT keeps it to one winner.
    const [row] = await ctx.db
      .insert(users)
      .values({
        id,
        userName: input.userName,
        nickname: input.nickname,
        passwordHash: input.passwordHash,
        wxOpenid: input.wxOpenid ?? null,
        adminLevel: sql`GREATEST(${listedAdmin}, CASE WHEN EXISTS (SELECT 1 FROM users) THEN 0 ELSE 1 END)`,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'USERNAME_TAKEN', 'This user name is already taken');
    throw error;
  }
}

export async function registerUser(ctx: AppContext, userName: string, password: string, displayName: string) {
  return createUser(ctx, { userName, nickname: displayName, passwordHash: await hashPassword(password) });
}

/** The user a WeChat openid signs in as, created at its first login. */
export async function loginWithWechat(ctx: AppContext, openid: string, device: DeviceInfo = {}): Promise<LoginResponse> {
  const byOpenid = async () => (await ctx.db.select().from(users).where(eq(users.wxOpenid, openid)))[0];
  let user = await byOpenid();
  if (!user) {
    const tag = createHash('sha256').update(openid).digest('hex').slice(0, 16);
    try {
      user = await createUser(ctx, { userName: `wx_${tag}`, nickname: `WeChat ${tag.slice(0, 6)}`, passwordHash: null, wxOpenid: openid });
    } catch (error) {
      // Two first logins racing: the other request created the user.
      user = await byOpenid();
      if (!user) throw error;
    }
  }
  if (user.disabled) throw new ApiError(403, 'USER_DISABLED', 'This account is disabled');
  return loginResponse(ctx, user, device);
}

export async function checkCredentials(ctx: AppContext, userName: string, password: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.userName, userName));
  const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !row.passwordHash || !ok) throw new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong user name or password');
  if (row.disabled) throw new ApiError(403, 'USER_DISABLED', 'This account is disabled');
  return row;
}

/** What a sign-in records about the device, for the owner's list of signed-in devices. */
export interface DeviceInfo {
  userAgent?: string | undefined;
}

const USER_AGENT_MAX = 256;

/** How long an ended session (signed out, revoked or expired) stays listed before its rows are deleted. */
export const ENDED_SESSION_KEPT_DAYS = 30;

/**
 * Deletes a user's sessions that ended long ago, with their refresh tokens: without this every
 * sign-in and every hourly refresh would add rows for good. Live sessions keep all their rotated
 * tokens, which reuse detection needs.
 */
async function pruneEndedSessions(ctx: AppContext, userId: string): Promise<void> {
  const before = new Date(Date.now() - ENDED_SESSION_KEPT_DAYS * 86_400_000);
  const ended = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.revokedAt, before), lt(sessions.expiresAt, before))))
    .returning({ id: sessions.id });
  if (ended.length) await ctx.db.delete(refreshTokens).where(inArray(refreshTokens.familyId, ended.map((s) => s.id)));
}

/**
 * A new token pair. Without `familyId` it opens a new session (device); with one it continues it
 * (refresh), which is when the session was last used.
 */
export async function issueTokens(ctx: AppContext, userId: string, familyId?: string, device: DeviceInfo = {}): Promise<TokenPair> {
  const refresh = newRefreshToken();
  const expiresAt = new Date(Date.now() + ctx.config.refreshTokenTtlDays * 86_400_000);
  const sessionId = familyId ?? newId();
  if (familyId) {
    await ctx.db.update(sessions).set({ lastUsedAt: new Date(), expiresAt }).where(eq(sessions.id, familyId));
  } else {
    // Only printable text is kept: the header is the client's to choose and is shown back to the user.
    // eslint-disable-next-line no-control-regex
    const userAgent = (device.userAgent ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, USER_AGENT_MAX);
    await ctx.db.insert(sessions).values({ id: sessionId, userId, userAgent, expiresAt });
    await pruneEndedSessions(ctx, userId);
  }
  await ctx.db.insert(refreshTokens).values({
    id: newId(),
    userId,
    familyId: sessionId,
    tokenHash: hashToken(refresh),
    expiresAt,
  });
  return {
    access_token: await ctx.tokens.sign(userId, sessionId),
    refresh_token: refresh,
    expires_in: ctx.tokens.ttlSeconds,
  };
}

export async function loginResponse(ctx: AppContext, user: UserRow, device: DeviceInfo = {}): Promise<LoginResponse> {
  return { ...(await issueTokens(ctx, user.id, undefined, device)), user: presentOwnUser(user) };
}

/** Ends a session: its refresh tokens and, through `sid`, its access tokens. */
export async function revokeFamily(ctx: AppContext, familyId: string): Promise<void> {
  const now = new Date();
  await ctx.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, familyId), isNull(sessions.revokedAt)));
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  ctx.sessions.forget(familyId);
}

/** Rotates a refresh token. Presenting an already rotated one revokes its whole family. */
export async function rotateRefreshToken(ctx: AppContext, token: string): Promise<TokenPair> {
  const now = new Date();
  const [claimed] = await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)))
    .returning();
  if (!claimed) {
    const [known] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (known) {
      // A device its owner signed out (or a password change did) is told so, not accused of reuse.
      const [session] = await ctx.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, known.familyId));
      if (session?.revokedAt) throw new ApiError(401, 'SESSION_REVOKED', 'This device was signed out; sign in again');
      await revokeFamily(ctx, known.familyId);
      throw new ApiError(401, 'TOKEN_REUSED', 'This refresh token was already used; sign in again');
    }
    throw new ApiError(401, 'INVALID_REFRESH_TOKEN', 'Unknown refresh token; sign in again');
  }
  if (claimed.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError(401, 'INVALID_REFRESH_TOKEN', 'Refresh token expired; sign in again');
  }
  const [user] = await ctx.db.select({ disabled: users.disabled }).from(users).where(eq(users.id, claimed.userId));
  if (!user || user.disabled) {
    await revokeFamily(ctx, claimed.familyId);
    throw new ApiError(401, 'USER_DISABLED', 'This account is disabled');
  }
  return issueTokens(ctx, claimed.userId, claimed.familyId);
}

/** Logout: the token's family ends. Another user's token is refused without revealing anything. */
export async function revokeRefreshToken(ctx: AppContext, userId: string, token: string): Promise<void> {
  const [row] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row || row.userId !== userId) return;
  await revokeFamily(ctx, row.familyId);
}

/** Ends every session of a user but `keep` (the caller's own, after a password change). */
export async function revokeAllForUser(ctx: AppContext, userId: string, keep: string | null = null): Promise<void> {
  const now = new Date();
  const others = (column: typeof sessions.id | typeof refreshTokens.familyId) => (keep ? ne(column, keep) : undefined);
  const ended = await ctx.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others(sessions.id)))
    .returning({ id: sessions.id });
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), others(refreshTokens.familyId)));
  for (const { id } of ended) ctx.sessions.forget(id);
}
