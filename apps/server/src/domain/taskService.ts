import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListResponse, UploadTask, UploadTaskStatus } from '../contracts';
import type { AppContext, AuthUser } from '../context';
import { books, taskFiles, uploadTasks, type UploadTaskRow } from '../db/schema';
import { assertOwner } from '../http/auth';
import { ApiError } from '../http/errors';
import { likePattern, offsetOf, type PageQuery } from '../http/pagination';
import { newId } from '../infra/newId';
import { deleteBooks } from './bookService';
import { presentBook, presentTask, presentTaskFile } from './present';

export function defaultTaskName(now = new Date()): string {
  return `Batch Upload ${now.toISOString().slice(0, 16).replace('T', ' ')}`;
}

export async function taskCounts(ctx: AppContext, ids: string[]): Promise<Map<string, { uploaded: number; failed: number }>> {
  const counts = new Map(ids.map((id) => [id, { uploaded: 0, failed: 0 }]));
  if (ids.length === 0) return counts;
  const rows = await ctx.db
    .select({
      taskId: taskFiles.taskId,
      uploaded: sql<number>`count(*) FILTER (WHERE ${taskFiles.status} = 'uploaded')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${taskFiles.status} = 'failed')::int`,
    })
    .from(taskFiles)
    .where(inArray(taskFiles.taskId, ids))
    .groupBy(taskFiles.taskId);
  for (const row of rows) counts.set(row.taskId, { uploaded: row.uploaded, failed: row.failed });
  return counts;
}

export async function presentTaskRow(ctx: AppContext, row: UploadTaskRow): Promise<UploadTask> {
  const counts = await taskCounts(ctx, [row.id]);
  return presentTask(row, counts.get(row.id) ?? { uploaded: 0, failed: 0 });
}

export async function findTask(ctx: AppContext, user: AuthUser, id: string): Promise<UploadTaskRow> {
  const [row] = await ctx.db.select().from(uploadTasks).where(eq(uploadTasks.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Upload task not found');
  assertOwner(user, row.ownerId);
  return row;
}

function refuseCancelled(row: UploadTaskRow): void {
  if (row.status === 'cancelled') throw new ApiError(409, 'TASK_CANCELLED', 'This upload task was cancelled');
}

/**
 * The task an upload belongs to; created on first use when the client made up its id. Only its
 * owner adds files to it, administrators included, like files to a book: what a task lists and
 * may delete with it stays its owner's.
 */
export async function prepareUploadTask(
  ctx: AppContext,
  user: AuthUser,
  input: { taskId: string; taskName: string | undefined; rootPath: string },
): Promise<UploadTaskRow> {
  await ctx.db
    .insert(uploadTasks)
    .values({ id: input.taskId, ownerId: user.id, taskName: input.taskName || defaultTaskName(), rootPath: input.rootPath, status: 'uploading' })
    .onConflictDoNothing();
  const row = await findTask(ctx, user, input.taskId);
  if (row.ownerId !== user.id) throw new ApiError(403, 'FORBIDDEN', 'Only the owner may add files to this upload task');
  refuseCancelled(row);
  return row;
}

/** `bookId` is kept only when the task's owner owns that book: a failed upload may name anyone's. */
export async function recordTaskFile(
  ctx: AppContext,
  task: Pick<UploadTaskRow, 'id' | 'ownerId'>,
  file: { filePath: string; fileIndex: number; bookId: string | null; status: 'uploaded' | 'failed'; error?: string },
): Promise<void> {
  const taskId = task.id;
  const [owned] = file.bookId
    ? await ctx.db.select({ id: books.id }).from(books).where(and(eq(books.id, file.bookId), eq(books.ownerId, task.ownerId)))
    : [];
  const now = new Date();
  const values = { bookId: owned?.id ?? null, fileIndex: file.fileIndex, status: file.status, error: file.error ?? null, updatedAt: now };
  await ctx.db
    .insert(taskFiles)
    .values({ taskId, filePath: file.filePath, ...values })
    .onConflictDoUpdate({ target: [taskFiles.taskId, taskFiles.filePath], set: values });
  await ctx.db
    .update(uploadTasks)
    .set({
      updatedAt: now,
      status: sql`CASE WHEN ${uploadTasks.status} IN ('pending', 'completed', 'partial', 'failed') THEN 'uploading' ELSE ${uploadTasks.status} END`,
      totalFiles: sql`GREATEST(${uploadTasks.totalFiles}, (SELECT count(*)::int FROM task_files WHERE task_id = ${taskId}))`,
    })
    .where(and(eq(uploadTasks.id, taskId), sql`${uploadTasks.status} <> 'cancelled'`));
}

/** A task with its files, and with the books they made when asked (only its owner's). */
export async function taskDetails(ctx: AppContext, taskId: string, withBooks: boolean): Promise<UploadTask> {
  const [row] = await ctx.db.select().from(uploadTasks).where(eq(uploadTasks.id, taskId));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Upload task not found');
  const files = await ctx.db.select().from(taskFiles).where(eq(taskFiles.taskId, taskId)).orderBy(asc(taskFiles.filePath));
  const task: UploadTask = { ...(await presentTaskRow(ctx, row)), files: files.map(presentTaskFile) };
  if (withBooks) {
    const ids = [...new Set(files.map((f) => f.bookId).filter((id): id is string => id !== null))];
    const mine = and(inArray(books.id, ids), eq(books.ownerId, row.ownerId));
    const rows = ids.length ? await ctx.db.select().from(books).where(mine).orderBy(asc(books.title)) : [];
    task.books = rows.map((b) => presentBook(ctx.urls, b));
  }
  return task;
}

/** A new task; a client-made id that already exists is a conflict, never a takeover. */
export async function createTask(
  ctx: AppContext,
  user: AuthUser,
  input: { taskId: string | undefined; taskName: string; rootPath: string; totalFiles: number },
): Promise<UploadTask> {
  const [row] = await ctx.db
    .insert(uploadTasks)
    .values({ id: input.taskId ?? newId(), ownerId: user.id, taskName: input.taskName, rootPath: input.rootPath, totalFiles: input.totalFiles, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(409, 'CONFLICT', 'An upload task with this id already exists');
  return presentTask(row, { uploaded: 0, failed: 0 });
}

/** The client says it sent everything: the status follows from what arrived. */
export async function completeTask(ctx: AppContext, row: UploadTaskRow): Promise<UploadTask> {
  refuseCancelled(row);
  const counts = (await taskCounts(ctx, [row.id])).get(row.id) ?? { uploaded: 0, failed: 0 };
  const status: UploadTaskStatus =
    counts.uploaded === 0 ? 'failed' : counts.uploaded >= row.totalFiles && counts.failed === 0 ? 'completed' : 'partial';
  await ctx.db.update(uploadTasks).set({ status, updatedAt: new Date() }).where(eq(uploadTasks.id, row.id));
  return taskDetails(ctx, row.id, false);
}

export interface TaskListQuery extends PageQuery {
  status?: UploadTaskStatus;
  q?: string;
}

/** Users list their own tasks; administrators see every task. */
export async function listTasks(ctx: AppContext, user: AuthUser, query: TaskListQuery): Promise<ListResponse<UploadTask>> {
  const filters: Array<SQL | undefined> = [user.isAdmin ? undefined : eq(uploadTasks.ownerId, user.id)];
  if (query.status) filters.push(eq(uploadTasks.status, query.status));
  if (query.q) filters.push(ilike(uploadTasks.taskName, likePattern(query.q)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(uploadTasks).where(where).orderBy(desc(uploadTasks.createdAt), desc(uploadTasks.id)).limit(query.per_page).offset(offsetOf(query)),
    ctx.db.select({ n: count() }).from(uploadTasks).where(where),
  ]);
  const counts = await taskCounts(ctx, rows.map((r) => r.id));
  return {
    items: rows.map((r) => presentTask(r, counts.get(r.id) ?? { uploaded: 0, failed: 0 })),
    page: query.page,
    per_page: query.per_page,
    total: total?.n ?? 0,
  };
}

/** Renames and/or cancels a task. */
export async function updateTask(ctx: AppContext, row: UploadTaskRow, change: { taskName: string | undefined; cancel: boolean }): Promise<UploadTask> {
  const patch: Partial<typeof uploadTasks.$inferInsert> = { updatedAt: new Date() };
  if (change.taskName !== undefined) patch.taskName = change.taskName;
  if (change.cancel) patch.status = 'cancelled';
  await ctx.db.update(uploadTasks).set(patch).where(eq(uploadTasks.id, row.id));
  return taskDetails(ctx, row.id, false);
}

export async function deleteTask(ctx: AppContext, row: UploadTaskRow, withBooks: boolean): Promise<void> {
  if (withBooks) {
    // Only what this task's uploads created, whoever asks (an administrator included).
    const created = await ctx.db
      .select({ id: books.id })
      .from(books)
      .where(and(eq(books.createdByTask, row.id), eq(books.ownerId, row.ownerId)));
    await deleteBooks(ctx, created.map((b) => b.id));
  }
  await ctx.db.delete(uploadTasks).where(eq(uploadTasks.id, row.id));
}

/** Failed files go back to pending and the task to uploading, for the client to send them again. */
export async function retryTask(ctx: AppContext, row: UploadTaskRow): Promise<UploadTask> {
  refuseCancelled(row);
  const now = new Date();
  await ctx.db
    .update(taskFiles)
    .set({ status: 'pending', error: null, updatedAt: now })
    .where(and(eq(taskFiles.taskId, row.id), eq(taskFiles.status, 'failed')));
  await ctx.db.update(uploadTasks).set({ status: 'uploading', updatedAt: now }).where(eq(uploadTasks.id, row.id));
  return taskDetails(ctx, row.id, false);
}
