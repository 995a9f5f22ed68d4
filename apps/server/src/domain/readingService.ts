import { and, desc, eq, sql } from 'drizzle-orm';
import type { ItemsResponse, PopularEntry, ReadingEntry, ReadingHistoryStatus, ReadingProgress } from '../contracts';
import type { AppContext, AuthUser } from '../context';
import { books, readingProgress } from '../db/schema';
import { ApiError } from '../http/errors';
import { listedFor, openableBy, type Caller } from './bookAccess';
import { findBook, openBook } from './bookService';
import { presentBook, presentProgress } from './present';
import type { ProgressWrite } from './progressWriter';

/**
 * A user's books with their progress, last read first: unfinished ones (`continue`, `reading`),
 * finished ones, or all; only books they may still open (an owner may have made one private since).
 */
export async function readingEntries(
  ctx: AppContext,
  user: AuthUser,
  filter: 'continue' | ReadingHistoryStatus | undefined,
  max: number,
  offset = 0,
): Promise<ItemsResponse<ReadingEntry>> {
  const where = and(
    eq(readingProgress.userId, user.id),
    openableBy(user),
    filter === 'finished' ? eq(readingProgress.finished, true) : filter ? eq(readingProgress.finished, false) : undefined,
  );
  const rows = await ctx.db
    .select()
    .from(readingProgress)
    .innerJoin(books, eq(books.id, readingProgress.bookId))
    .where(where)
    // The book id breaks ties, so pages taken one after another neither skip nor repeat an entry.
    .orderBy(desc(readingProgress.clientUpdatedAt), desc(readingProgress.updatedAt), desc(readingProgress.bookId))
    .limit(max)
    .offset(offset);
  return { items: rows.map((r) => ({ book: presentBook(ctx.urls, r.books), progress: presentProgress(r.reading_progress) })) };
}

async function storedProgress(ctx: AppContext, userId: string, bookId: string) {
  const [row] = await ctx.db
    .select()
    .from(readingProgress)
    .where(and(eq(readingProgress.userId, userId), eq(readingProgress.bookId, bookId)));
  return row;
}

/** Saves a position in a book the user may open; the stored one (newer, from another device) comes back when this one lost. */
export async function saveProgress(ctx: AppContext, user: AuthUser, write: Omit<ProgressWrite, 'userId'>): Promise<ReadingProgress> {
  // Remembered for a few seconds (BOOK_ACCESS_TTL_MS): a reader turns pages far faster than that.
  await ctx.bookAccess.assertOpen(user, write.bookId, () => openBook(ctx, user, write.bookId));
  return savePosition(ctx, { ...write, userId: user.id });
}

async function savePosition(ctx: AppContext, write: ProgressWrite): Promise<ReadingProgress> {
  // Last writer by client time wins, decided atomically by the database (batched, see ProgressWriter).
  const written = await ctx.progress.write(write);
  if (written) return presentProgress(written);
  // Nothing written: there is no such book, or a newer write from another device is stored.
  await findBook(ctx, write.bookId);
  const stored = await storedProgress(ctx, write.userId, write.bookId);
  if (!stored) throw new ApiError(409, 'CONFLICT', 'Progress changed concurrently; retry');
  return presentProgress(stored);
}

export async function findProgress(ctx: AppContext, user: AuthUser, bookId: string): Promise<ReadingProgress> {
  await openBook(ctx, user, bookId);
  const row = await storedProgress(ctx, user.id, bookId);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No reading progress for this book');
  return presentProgress(row);
}

/**
 * Books by how many people read them in the last 30 days, then by the latest read: among the books
 * listed to the caller (their own and the public library), so no private or link book shows up.
 */
export async function popularBooks(ctx: AppContext, caller: Caller, max: number): Promise<ItemsResponse<PopularEntry>> {
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
    .where(listedFor(caller, 'all', ctx.config.publicLibrary))
    .orderBy(desc(recent.readers), desc(recent.lastRead))
    .limit(max);
  return { items: rows.map((r) => ({ book: presentBook(ctx.urls, r.book), readers: r.readers })) };
}
