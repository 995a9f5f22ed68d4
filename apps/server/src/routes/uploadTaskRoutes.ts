import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateUploadTaskRequest, UpdateUploadTaskRequest, UploadTask, UploadTaskStatus } from '../contracts';
import { books, taskFiles, uploadTasks } from '../db/schema';
import { currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { likePattern, offsetOf } from '../http/pagination';
import { idParams, object, page, perPage, TASK_STATUSES, uuid } from '../http/schemas';
import { deleteBooks } from '../domain/bookService';
import { presentBook, presentTask, presentTaskFile } from '../domain/present';
import { normaliseRelativePath } from '../infra/safePath';
import { findTask, presentTaskRow, taskCounts } from '../domain/taskService';

const taskParams = idParams('task_id');
type TaskParams = { task_id: string };

export async function uploadTaskRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { auth: 'user' as const };

  async function detailed(taskId: string, withBooks: boolean): Promise<UploadTask> {
    const [row] = await ctx.db.select().from(uploadTasks).where(eq(uploadTasks.id, taskId));
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'Upload task not found');
    const files = await ctx.db.select().from(taskFiles).where(eq(taskFiles.taskId, taskId)).orderBy(asc(taskFiles.filePath));
    const task: UploadTask = { ...(await presentTaskRow(ctx, row)), files: files.map(presentTaskFile) };
    if (withBooks) {
      const ids = [...new Set(files.map((f) => f.bookId).filter((id): id is string => id !== null))];
      const mine = and(inArray(books.id, ids), eq(books.ownerId, row.ownerId));
      const rows = ids.length ? await ctx.db.select().from(books).where(mine).orderBy(asc(books.title)) : [];
      task.books = rows.map((b) => presentBook(b));
    }
    return task;
  }

  app.post<{ Body: CreateUploadTaskRequest }>(
    '/api/books/batch-upload',
    {
      config,
      schema: {
        tags: ['upload-tasks'],
        body: object(
          {
            task_name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
            root_path: { type: 'string', maxLength: 2048 },
            total_files: { type: 'integer', minimum: 0, maximum: 100_000 },
            task_id: uuid,
          },
          ['task_name', 'root_path', 'total_files'],
        ),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { task_name, root_path, total_files, task_id } = request.body;
      const [row] = await ctx.db
        .insert(uploadTasks)
        .values({
          id: task_id ?? randomUUID(),
          ownerId: user.id,
          taskName: task_name.trim(),
          rootPath: normaliseRelativePath(root_path, 'root_path'),
          totalFiles: total_files,
          status: 'pending',
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, 'CONFLICT', 'An upload task with this id already exists');
      return reply.code(201).send(presentTask(row, { uploaded: 0, failed: 0 }));
    },
  );

  app.post<{ Params: TaskParams }>(
    '/api/books/batch-upload/:task_id/complete',
    { config, schema: { tags: ['upload-tasks'], params: taskParams } },
    async (request) => {
      const row = await findTask(ctx, currentUser(request), request.params.task_id);
      if (row.status === 'cancelled') throw new ApiError(409, 'TASK_CANCELLED', 'This upload task was cancelled');
      const counts = (await taskCounts(ctx, [row.id])).get(row.id) ?? { uploaded: 0, failed: 0 };
      const status: UploadTaskStatus =
        counts.uploaded === 0 ? 'failed' : counts.uploaded >= row.totalFiles && counts.failed === 0 ? 'completed' : 'partial';
      await ctx.db.update(uploadTasks).set({ status, updatedAt: new Date() }).where(eq(uploadTasks.id, row.id));
      return detailed(row.id, false);
    },
  );

  app.get<{ Querystring: { status?: UploadTaskStatus; page: number; per_page: number; q?: string } }>(
    '/api/upload-tasks',
    {
      config,
      schema: {
        tags: ['upload-tasks'],
        querystring: { type: 'object', properties: { status: { type: 'string', enum: TASK_STATUSES }, page, per_page: perPage, q: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { status, q } = request.query;
      const filters: Array<SQL | undefined> = [user.isAdmin ? undefined : eq(uploadTasks.ownerId, user.id)];
      if (status) filters.push(eq(uploadTasks.status, status));
      if (q) filters.push(ilike(uploadTasks.taskName, likePattern(q)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        ctx.db.select().from(uploadTasks).where(where).orderBy(desc(uploadTasks.createdAt), desc(uploadTasks.id)).limit(request.query.per_page).offset(offsetOf(request.query)),
        ctx.db.select({ n: count() }).from(uploadTasks).where(where),
      ]);
      const counts = await taskCounts(ctx, rows.map((r) => r.id));
      return {
        items: rows.map((r) => presentTask(r, counts.get(r.id) ?? { uploaded: 0, failed: 0 })),
        page: request.query.page,
        per_page: request.query.per_page,
        total: total?.n ?? 0,
      };
    },
  );

  app.get<{ Params: TaskParams; Querystring: { with_book_details?: boolean } }>(
    '/api/upload-tasks/:task_id',
    { config, schema: { tags: ['upload-tasks'], params: taskParams, querystring: { type: 'object', properties: { with_book_details: { type: 'boolean' } } } } },
    async (request) => {
      await findTask(ctx, currentUser(request), request.params.task_id);
      return detailed(request.params.task_id, request.query.with_book_details === true);
    },
  );

  app.put<{ Params: TaskParams; Body: UpdateUploadTaskRequest }>(
    '/api/upload-tasks/:task_id',
    {
      config,
      schema: {
        tags: ['upload-tasks'],
        params: taskParams,
        body: { ...object({ task_name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' }, status: { type: 'string', enum: ['cancelled'] } }), minProperties: 1 },
      },
    },
    async (request) => {
      const row = await findTask(ctx, currentUser(request), request.params.task_id);
      const patch: Partial<typeof uploadTasks.$inferInsert> = { updatedAt: new Date() };
      if (request.body.task_name !== undefined) patch.taskName = request.body.task_name.trim();
      if (request.body.status === 'cancelled') patch.status = 'cancelled';
      await ctx.db.update(uploadTasks).set(patch).where(eq(uploadTasks.id, row.id));
      return detailed(row.id, false);
    },
  );

  app.delete<{ Params: TaskParams; Querystring: { delete_books?: boolean } }>(
    '/api/upload-tasks/:task_id',
    { config, schema: { tags: ['upload-tasks'], params: taskParams, querystring: { type: 'object', properties: { delete_books: { type: 'boolean' } } } } },
    async (request, reply) => {
      const row = await findTask(ctx, currentUser(request), request.params.task_id);
      if (request.query.delete_books) {
        // Only what this task's uploads created, whoever asks (an administrator included).
        const created = await ctx.db
          .select({ id: books.id })
          .from(books)
          .where(and(eq(books.createdByTask, row.id), eq(books.ownerId, row.ownerId)));
        await deleteBooks(ctx, created.map((b) => b.id));
      }
      await ctx.db.delete(uploadTasks).where(eq(uploadTasks.id, row.id));
      return reply.code(204).send();
    },
  );

  app.post<{ Params: TaskParams }>(
    '/api/upload-tasks/:task_id/retry',
    { config, schema: { tags: ['upload-tasks'], params: taskParams } },
    async (request) => {
      const row = await findTask(ctx, currentUser(request), request.params.task_id);
      if (row.status === 'cancelled') throw new ApiError(409, 'TASK_CANCELLED', 'This upload task was cancelled');
      const now = new Date();
      await ctx.db
        .update(taskFiles)
        .set({ status: 'pending', error: null, updatedAt: now })
        .where(and(eq(taskFiles.taskId, row.id), eq(taskFiles.status, 'failed')));
      await ctx.db.update(uploadTasks).set({ status: 'uploading', updatedAt: now }).where(eq(uploadTasks.id, row.id));
      return detailed(row.id, false);
    },
  );
}
