import type { FastifyInstance } from 'fastify';
import type { ReadingHistoryStatus, SaveProgressRequest } from '../contracts';
import { findProgress, popularBooks, readingEntries, saveProgress } from '../domain/readingService';
import { currentUser } from '../http/auth';
import { BOOK_TYPES, idParams, limit, object } from '../http/schemas';

const bookParams = idParams('book_id');

export async function readingRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { auth: 'user' as const };

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
      const body = request.body;
      return saveProgress(ctx, currentUser(request), {
        bookId: request.params.book_id,
        format: body.format,
        fileIndex: body.file_index,
        locator: body.locator,
        percentage: body.percentage,
        finished: body.finished ?? false,
        clientUpdatedAt: body.client_updated_at,
        deviceId: body.device_id,
      });
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/api/reading/continue',
    { config, schema: { tags: ['reading'], querystring: { type: 'object', properties: { limit } } } },
    async (request) => readingEntries(ctx, currentUser(request), 'continue', request.query.limit),
  );

  app.get<{ Querystring: { status?: ReadingHistoryStatus; limit: number; offset: number } }>(
    '/api/reading/history',
    {
      config,
      schema: {
        tags: ['reading'],
        querystring: {
          type: 'object',
          properties: { status: { type: 'string', enum: ['reading', 'finished'] }, limit, offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 } },
        },
      },
    },
    async (request) => readingEntries(ctx, currentUser(request), request.query.status, request.query.limit, request.query.offset),
  );

  app.get<{ Params: { book_id: string } }>(
    '/api/reading/history/:book_id',
    { config, schema: { tags: ['reading'], params: bookParams } },
    async (request) => findProgress(ctx, currentUser(request), request.params.book_id),
  );

  app.get<{ Querystring: { limit: number } }>(
    '/api/reading/popular',
    { config: { auth: 'optional' }, schema: { tags: ['reading'], querystring: { type: 'object', properties: { limit: { ...limit, default: 10 } } } } },
    async (request) => popularBooks(ctx, request.user, request.query.limit),
  );
}
