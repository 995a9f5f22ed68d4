import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReadingHistoryStatus, SaveProgressRequest } from '../contracts';
import { books, readingProgress } from '../db/schema';
import { currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { BOOK_TYPES, idParams, limit, object } from '../http/schemas';
import { findBook } from '../domain/bookService';
import { presentBook, presentProgress } from '../domain/present';

const bookParams = idParams('book_id');

export async function readingRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { auth: 'user' as const };

  async function entries(userId: string, filter: 'continue' | ReadingHistoryStatus | undefined, max: number) {
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

  app.post<{ Params: { book_id: string }; Body: SaveProgressRequest }>(
    '/api/reading/progress/:book_id',
    {
      config,
      schema: {
        tags: ['reading'],
        params: bookParams,
        body: object(
          {
            format: { type: 'string', enum: BOOK_TYPES },
            file_index: { type: 'integer', minimum: 0, maximum: 100_000 },
            locator: { type: 'string', maxLength: 10_000 },
            percentage: { type: 'number', minimum: 0, maximum: 1 },
            finished: { type: 'boolean' },
            client_updated_at: { type: 'string', format: 'date-time' },
            device_id: { type: 'string', minLength: 1, maxLength: 200 },
          },
          ['format', 'file_index', 'locator', 'percentage', 'client_updated_at', 'device_id'],
        ),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const bookId = request.params.book_id;
      const body = request.body;
      // Last writer by client time wins, decided atomically by the database (batched, see ProgressWriter).
      const written = await ctx.progress.write({
        userId: user.id,
        bookId,
        format: body.format,
        fileIndex: body.file_index,
        locator: body.locator,
        percentage: body.percentage,
        finished: body.finished ?? false,
        clientUpdatedAt: body.client_updated_at,
        deviceId: body.device_id,
      });
      if (written) return presentProgress(written);
      // Nothing written: there is no such book, or a newer write from another device is stored.
      await findBook(ctx, bookId);
      const [stored] = await ctx.db
        .select()
        .from(readingProgress)
        .where(and(eq(readingProgress.userId, user.id), eq(readingProgress.bookId, bookId)));
      if (!stored) throw new ApiError(409, 'CONFLICT', 'Progress changed concurrently; retry');
      return presentProgress(stored);
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/api/reading/continue',
    { config, schema: { tags: ['reading'], querystring: { type: 'object', properties: { limit } } } },
    async (request) => entries(currentUser(request).id, 'continue', request.query.limit),
  );

  app.get<{ Querystring: { status?: ReadingHistoryStatus; limit: number } }>(
    '/api/reading/history',
    {
      config,
      schema: { tags: ['reading'], querystring: { type: 'object', properties: { status: { type: 'string', enum: ['reading', 'finished'] }, limit } } },
    },
    async (request) => entries(currentUser(request).id, request.query.status, request.query.limit),
  );

  app.get<{ Params: { book_id: string } }>(
    '/api/reading/history/:book_id',
    { config, schema: { tags: ['reading'], params: bookParams } },
    async (request) => {
      const [row] = await ctx.db
        .select()
        .from(readingProgress)
        .where(and(eq(readingProgress.userId, currentUser(request).id), eq(readingProgress.bookId, request.params.book_id)));
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'No reading progress for this book');
      return presentProgress(row);
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/api/reading/popular',
    { schema: { tags: ['reading'], querystring: { type: 'object', properties: { limit: { ...limit, default: 10 } } } } },
    async (request) => {
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
        .limit(request.query.limit);
      return { items: rows.map((r) => ({ book: presentBook(r.book), readers: r.readers })) };
    },
  );
}
