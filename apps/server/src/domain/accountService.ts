import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, gt, gte, isNull } from 'drizzle-orm';
import type { AccountSession, DeleteAccountBooks } from '../contracts';
import type { AppContext, AuthUser } from '../context';
import { books, chatAttachments, sessions, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../infra/passwords';
import { forgetUploadsOf } from '../infra/tusUploads';
import { revokeAllForUser, revokeFamily } from './authService';
import { deleteBookRows, deleteStoredBooks } from './bookService';
import { drawImagePrefix } from './drawImageRows';

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

export interface DeleteAccountInput {
  /** Required when the account has a password. */
  password?: string | undefined;
  /** A WeChat-only account has no password: its owner types the user name instead. */
  confirmUserName?: string | undefined;
  books: DeleteAccountBooks;
}

/**
 * Proves the caller is the account's owner, not someone at an unlocked screen: the password, or for
 * an account without one (WeChat sign-in) its user name typed out. The password is checked against a
 * dummy when the account has none, so timing does not tell which kind of account this is.
 */
async function confirmOwner(ctx: AppContext, userId: string, input: DeleteAccountInput): Promise<void> {
  const [row] = await ctx.db.select({ userName: users.userName, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const ok = await verifyPassword(input.password ?? '', row?.passwordHash ?? DUMMY_HASH);
  if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'Unknown user');
  if (row.passwordHash) {
    if (!input.password || !ok) throw new ApiError(403, 'WRONG_PASSWORD', 'The password is wrong');
  } else if (input.confirmUserName !== row.userName) {
    throw new ApiError(403, 'CONFIRMATION_MISMATCH', 'Type the account\'s user name to confirm');
  }
}

/**
 * Deletes the caller's account. Its books are deleted the way `DELETE /api/books/{id}` deletes one,
 * or handed to the senior administrator (highest level, then oldest) with their visibility kept.
 * One transaction takes the rows: the books (or their new owner), the chat attachments' rows, and
 * the user, whose sessions, refresh tokens, reading progress, upload tasks, synced records and
 * kept drawing images go by cascade. Stored bytes (books, drawing images), attachment files and
 * unfinished tus uploads are removed after it commits (a file cannot be put back by a rollback);
 * a failure there is reported to `onCleanupError`, never undoes the deletion. The last administrator cannot delete themself (409 LAST_ADMIN).
 */
export async function deleteAccount(
  ctx: AppContext,
  user: AuthUser,
  input: DeleteAccountInput,
  onCleanupError: (error: unknown) => void = () => {},
): Promise<void> {
  await confirmOwner(ctx, user.id, input);
  const { bookIds, sessionIds, attachmentNames } = await ctx.db.transaction(async (tx) => {
    // Administrators are locked in one order, so two of them deleting themselves at once cannot
    // both see the other as the one who remains.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(gte(users.adminLevel, 1), eq(users.disabled, false)))
      .orderBy(desc(users.adminLevel), asc(users.createdAt), asc(users.id))
      .for('update');
    const [me] = await tx.select({ adminLevel: users.adminLevel }).from(users).where(eq(users.id, user.id)).for('update');
    if (!me) throw new ApiError(401, 'UNAUTHORIZED', 'Unknown user');
    const heir = admins.find((admin) => admin.id !== user.id);
    if (me.adminLevel > 0 && !heir) {
      throw new ApiError(409, 'LAST_ADMIN', 'The last administrator cannot delete their account; make someone else an administrator first');
    }
    let bookIds: string[] = [];
    if (input.books === 'hand_over') {
      if (!heir) throw new ApiError(409, 'NO_ADMIN_TO_HAND_OVER', 'There is no other administrator to hand the books to');
      await tx.update(books).set({ ownerId: heir.id, updatedAt: new Date() }).where(eq(books.ownerId, user.id));
    } else {
      const owned = await tx.select({ id: books.id }).from(books).where(eq(books.ownerId, user.id));
      bookIds = await deleteBookRows(tx, owned.map((b) => b.id));
    }
    const attachments = await tx.delete(chatAttachments).where(eq(chatAttachments.ownerId, user.id)).returning({ name: chatAttachments.name });
    const ended = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    return { bookIds, sessionIds: ended.map((s) => s.id), attachmentNames: attachments.map((a) => a.name) };
  });
  // Tokens first: from here on the account answers 401 everywhere, on this process at once.
  ctx.users.forget(user.id);
  for (const id of sessionIds) ctx.sessions.forget(id);
  ctx.bookAccess.forget(bookIds);
  const cleanups = [
    deleteStoredBooks(ctx, bookIds),
    ...attachmentNames.map((name) => rm(path.join(ctx.gateway.attachmentsDir, name), { force: true })),
    forgetUploadsOf(ctx, user.id),
    // Rows went by cascade; the prefix also takes bytes of a keep that was cut short.
    ctx.storage.deletePrefix(drawImagePrefix(user.id)),
  ];
  for (const result of await Promise.allSettled(cleanups)) {
    if (result.status === 'rejected') onCleanupError(result.reason);
  }
}
