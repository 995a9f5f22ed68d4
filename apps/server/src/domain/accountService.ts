import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AccountSession } from '../contracts';
import type { AppContext, AuthUser } from '../context';
import { sessions, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../infra/passwords';
import { revokeAllForUser, revokeFamily } from './authService';

/**
 * Sets a new password after checking the current one, and signs out every other device: whoever
 * knew the old password keeps no session. The caller's own session stays (a token from before
 * sessions names none, so then every session ends).
 */
export async function changePassword(ctx: AppContext, user: AuthUser, current: string, next: string): Promise<void> {
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  // WeChat-only accounts have no password to prove; they are checked against a dummy so timing tells nothing.
  const ok = await verifyPassword(current, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !row.passwordHash || !ok) throw new ApiError(403, 'WRONG_PASSWORD', 'The current password is wrong');
  await ctx.db.update(users).set({ passwordHash: await hashPassword(next), updatedAt: new Date() }).where(eq(users.id, user.id));
  await revokeAllForUser(ctx, user.id, user.sessionId);
}

/** The user's signed-in devices, most recently used first; tokens never leave the server. */
export async function listSessions(ctx: AppContext, user: AuthUser): Promise<{ items: AccountSession[] }> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
  return {
    items: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      user_agent: row.userAgent,
      current: row.id === user.sessionId,
    })),
  };
}

/** Signs one of the user's own devices out; someone else's session is as unknown as a missing one. */
export async function revokeSession(ctx: AppContext, user: AuthUser, sessionId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such signed-in device');
  await revokeFamily(ctx, row.id);
}
