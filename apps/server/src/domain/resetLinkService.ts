import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ResetLinkInfo, ResetLinkIssued } from '../contracts';
import type { AppContext } from '../context';
import { passwordResetLinks, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { newId } from '../infra/newId';
import { hashPassword } from '../infra/passwords';
import { hashToken, newRefreshToken } from '../infra/tokens';
import { RESET_LINK_TTL_HOURS } from '../../../../packages/core/src/contracts/resetLink';
import { revokeAllForUser } from './authService';

// Unknown, spent, expired and replaced links all answer the same, so the answer tells a guesser nothing.
const invalid = () => new ApiError(410, 'RESET_LINK_INVALID', 'This reset link is not valid any more');

/**
 * Issues a one-time link for `userId` and deletes the user's earlier unused ones: only the link
 * an administrator handed out last works. A disabled user may get one; it sets the password and
 * leaves the account disabled. An administrator's own password is changed with the current one
 * (change password), so a hijacked admin session cannot take the account over through a link.
 */
export async function issueResetLink(ctx: AppContext, adminId: string, userId: string): Promise<ResetLinkIssued> {
  if (userId === adminId) throw new ApiError(409, 'RESET_LINK_SELF', 'Use change password for your own account');
  const token = newRefreshToken();
  const now = ctx.clock();
  const expiresAt = new Date(now + RESET_LINK_TTL_HOURS * 3_600_000);
  await ctx.db.transaction(async (tx) => {
    // The user's row lock serialises two admins issuing at once, so only one link stays valid.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new ApiError(404, 'NOT_FOUND', 'User not found');
    await tx.delete(passwordResetLinks).where(and(eq(passwordResetLinks.userId, userId), isNull(passwordResetLinks.usedAt)));
    await tx.insert(passwordResetLinks).values({
      id: newId(),
      userId,
      tokenHash: hashToken(token),
      createdBy: adminId,
      expiresAt,
      createdAt: new Date(now),
    });
  });
  return { token, expires_at: expiresAt.toISOString() };
}

const usable = (token: string, now: Date) =>
  and(eq(passwordResetLinks.tokenHash, hashToken(token)), isNull(passwordResetLinks.usedAt), gt(passwordResetLinks.expiresAt, now));

/** Whose link it is, for the page that sets the new password. */
export async function checkResetLink(ctx: AppContext, token: string): Promise<ResetLinkInfo> {
  const [row] = await ctx.db
    .select({ userName: users.userName, expiresAt: passwordResetLinks.expiresAt })
    .from(passwordResetLinks)
    .innerJoin(users, eq(users.id, passwordResetLinks.userId))
    .where(usable(token, new Date(ctx.clock())));
  if (!row) throw invalid();
  return { user_name: row.userName, expires_at: row.expiresAt.toISOString() };
}

/**
 * Spends the link and sets the password in one transaction. The link is claimed by a conditional
 * update, so of two uses at once exactly one finds it unused; the other gets RESET_LINK_INVALID.
 * Every device of the user is signed out: whoever held the old password keeps nothing.
 */
export async function useResetLink(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  // Hashed before the transaction: scrypt is slow and must not hold a connection or a row lock.
  const passwordHash = await hashPassword(newPassword);
  const now = new Date(ctx.clock());
  const userId = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetLinks)
      .set({ usedAt: now })
      .where(usable(token, now))
      .returning({ userId: passwordResetLinks.userId });
    if (!claimed) throw invalid();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId));
    return claimed.userId;
  });
  ctx.users.forget(userId);
  await revokeAllForUser(ctx, userId);
}
