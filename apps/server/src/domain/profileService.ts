import { eq } from 'drizzle-orm';
import type { UpdateUserRequest, User } from '../contracts';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from './authService';
import { presentOwnUser } from './present';

/** The signed-in user's own profile. */
export async function findProfile(ctx: AppContext, userId: string): Promise<User> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'User not found');
  return presentOwnUser(row);
}

/** Changes the nickname, avatar and/or e-mail address; a nickname of only spaces is kept as sent rather than emptied. */
export async function updateProfile(ctx: AppContext, userId: string, change: UpdateUserRequest): Promise<User> {
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (change.nickname !== undefined) patch.nickname = change.nickname.trim() || change.nickname;
  if (change.avatar_url !== undefined) patch.avatarUrl = change.avatar_url;
  if (change.email !== undefined) patch.email = change.email;
  let row: UserRow | undefined;
  try {
    [row] = await ctx.db.update(users).set(patch).where(eq(users.id, userId)).returning();
  } catch (error) {
    // The unique index on lower(email): another account has this address in some case.
    if (isUniqueViolation(error)) throw new ApiError(409, 'EMAIL_TAKEN', 'Another account uses this e-mail address');
    throw error;
  }
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'User not found');
  ctx.users.forget(row.id);
  return presentOwnUser(row);
}
