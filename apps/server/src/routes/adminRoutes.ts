import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminStats, AdminUpdateUserRequest } from '../contracts';
import { bookFiles, books, readingProgress, uploadTasks, users } from '../db/schema';
import { currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { likePattern, offsetOf } from '../http/pagination';
import { idParams, object, page, perPage } from '../http/schemas';
import { revokeAllForUser } from '../domain/authService';
import { presentAdminUser } from '../domain/present';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { auth: 'admin' as const };

  app.get<{ Querystring: { page: number; per_page: number; q?: string } }>(
    '/api/admin/users',
    { config, schema: { tags: ['admin'], querystring: object({ page, per_page: perPage, q: { type: 'string', maxLength: 100 } }) } },
    async (request) => {
      const { q } = request.query;
      const where = q ? or(ilike(users.userName, likePattern(q)), ilike(users.nickname, likePattern(q))) : undefined;
      const [rows, [total]] = await Promise.all([
        ctx.db.select().from(users).where(where).orderBy(desc(users.createdAt), users.id).limit(request.query.per_page).offset(offsetOf(request.query)),
        ctx.db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(presentAdminUser), page: request.query.page, per_page: request.query.per_page, total: total?.n ?? 0 };
    },
  );

  app.put<{ Params: { id: string }; Body: AdminUpdateUserRequest }>(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        params: idParams('id'),
        body: object({ admin_level: { type: 'integer', minimum: 0, maximum: 9 }, disabled: { type: 'boolean' } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { admin_level, disabled } = request.body;
      if (id === currentUser(request).id && (disabled === true || admin_level === 0)) {
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
    },
  );

  app.get('/api/admin/stats', { config, schema: { tags: ['admin'] } }, async (): Promise<AdminStats> => {
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
  });
}
