import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminStats, AdminUpdateUserRequest, AdminUser, ListResponse } from '../contracts';
import type { AppContext } from '../context';
import { bookFiles, books, readingProgress, uploadTasks, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { likePattern, offsetOf, type PageQuery } from '../http/pagination';
import { revokeAllForUser } from './authService';
import { presentAdminUser } from './present';

/** Every user, newest first, optionally those whose name or nickname contains `q`. */
export async function listUsers(ctx: AppContext, query: PageQuery & { q?: string }): Promise<ListResponse<AdminUser>> {
  const where = query.q ? or(ilike(users.userName, likePattern(query.q)), ilike(users.nickname, likePattern(query.q))) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(users).where(where).orderBy(desc(users.createdAt), users.id).limit(query.per_page).offset(offsetOf(query)),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(presentAdminUser), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/**
 * Sets a user's admin level or disabled flag. An administrator never locks themself out; a
 * disabled user's sessions end at once (cached row forgotten, refresh tokens revoked).
 */
export async function updateUserAsAdmin(ctx: AppContext, adminId: string, id: string, change: AdminUpdateUserRequest): Promise<AdminUser> {
  const { admin_level, disabled } = change;
  if (id === adminId && (disabled === true || admin_level === 0)) {
    throw new ApiError(409, 'CANNOT_MODIFY_SELF', 'Administrators cannot disable or demote themselves');
  }
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (admin_level !== undefined) patch.adminLevel = admin_level;
  if (disabled !== undefined) patch.disabled = disabled;
  const [row] = await ctx.db.update(users).set(patch).where(eq(users.id, id)).returning();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'User not found');
  ctx.users.forget(row.id);
  if (row.disabled) await revokeAllForUser(ctx, row.id);
  return presentAdminUser(row);
}

export async function adminStats(ctx: AppContext): Promise<AdminStats> {
  const [[u], [b], [f], [t], [r]] = await Promise.all([
    ctx.db.select({ n: count() }).from(users),
    ctx.db.select({ n: count() }).from(books),
    ctx.db.select({ n: count(), bytes: sql<string>`coalesce(sum(${bookFiles.sizeBytes}), 0)` }).from(bookFiles),
    ctx.db.select({ n: count() }).from(uploadTasks),
    ctx.db
      .select({ n: sql<number>`count(distinct ${readingProgress.userId})::int` })
      .from(readingProgress)
      .where(sql`${readingProgress.updatedAt} > now() - interval '30 days'`),
  ]);
  return {
    users: u?.n ?? 0,
    books: b?.n ?? 0,
    files: f?.n ?? 0,
    storage_bytes: Number(f?.bytes ?? 0),
    upload_tasks: t?.n ?? 0,
    readers_30d: r?.n ?? 0,
  };
}
