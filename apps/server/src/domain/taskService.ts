import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UploadTask } from '../contracts';
import type { AppContext, AuthUser } from '../context';
import { books, taskFiles, uploadTasks, type UploadTaskRow } from '../db/schema';
import { assertOwner } from '../http/auth';
import { ApiError } from '../http/errors';
import { presentTask } from './present';

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
  if (row.status === 'cancelled') throw new ApiError(409, 'TASK_CANCELLED', 'This upload task was cancelled');
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
