import { and, desc, eq, sql } from 'drizzle-orm';
import type { ItemsResponse, PopularEntry, ReadingEntry, ReadingHistoryStatus, ReadingProgress } from '../contracts';
import type { AppContext } from '../context';
import { books, readingProgress } from '../db/schema';
import { ApiError } from '../http/errors';
import { findBook } from './bookService';
import { presentBook, presentProgress } from './present';
import type { ProgressWrite } from './progressWriter';

/** A user's books with their progress, last read first: unfinished ones (`continue`, `reading`), finished ones, or all. */
export async function readingEntries(
  ctx: AppContext,
  userId: string,
  filter: 'continue' | ReadingHistoryStatus | undefined,
  max: number,
): Promise<ItemsResponse<ReadingEntry>> {
  const where = and(
    eq(readingProgress.userId, userId),
    filter === 'finished' ? eq(readingProgress.finished, true) : filter ? eq(readingProgress.finished, false) : undefined,
  );
  const rows = await ctx.db
    .select()
    .from(readingProgress)
    .innerJoin(books, eq(books.id, readingProgress.bookId))
    .where(where)
    .orderBy(desc(readingProgress.clientUpdatedAt), desc(readingProgress.updatedAt))
    .limit(max);
  return { items: rows.map((r) => ({ book: presentBook(r.books), progress: presentProgress(r.reading_progress) })) };
}

async function storedProgress(ctx: AppContext, userId: string, bookId: string) {
  const [row] = await ctx.db
    .select()
    .from(readingProgress)
    .where(and(eq(readingProgress.userId, userId), eq(readingProgress.bookId, bookId)));
  return row;
}

/** Saves a position; the stored one (newer, from another device) comes back when this one lost. */
export async function saveProgress(ctx: AppContext, write: ProgressWrite): Promise<ReadingProgress> {
  // Last writer by client time wins, decided atomically by the database (batched, see ProgressWriter).
  const written = await ctx.progress.write(write);
  if (written) return presentProgress(written);
  // Nothing written: there is no such book, or a newer write from another device is stored.
  await findBook(ctx, write.bookId);
  const stored = await storedProgress(ctx, write.userId, write.bookId);
  if (!stored) throw new ApiError(409, 'CONFLICT', 'Progress changed concurrently; retry');
  return presentProgress(stored);
}

export async function findProgress(ctx: AppContext, userId: string, bookId: string): Promise<ReadingProgress> {
  const row = await storedProgress(ctx, userId, bookId);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No reading progress for this book');
  return presentProgress(row);
}

/** Books by how many people read them in the last 30 days, then by the latest read. */
export async function popularBooks(ctx: AppContext, max: number): Promise<ItemsResponse<PopularEntry>> {
  const recent = ctx.db
    .select({
      bookId: readingProgress.bookId,
      readers: sql<number>`count(*)::int`.as('readers'),
      lastRead: sql<Date>`max(${readingProgress.updatedAt})`.as('last_read'),
    })
    .from(readingProgress)
    .where(sql`${readingProgress.updatedAt} > now() - interval '30 days'`)
    .groupBy(readingProgress.bookId)
    .as('recent');
  const rows = await ctx.db
    .select({ book: books, readers: recent.readers })
    .from(recent)
    .innerJoin(books, eq(books.id, recent.bookId))
    .orderBy(desc(recent.readers), desc(recent.lastRead))
    .limit(max);
  return { items: rows.map((r) => ({ book: presentBook(r.book), readers: r.readers })) };
}
