import type { FastifyInstance } from 'fastify';
import { findBookFile } from '../domain/bookService';
import { object, uuid } from '../http/schemas';
import { sendStored } from './sendStored';

export async function bookFileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get<{ Params: { book_id: string; file_index: number } }>(
    '/api/books/:book_id/files/:file_index',
    {
      schema: {
        tags: ['books'],
        params: object({ book_id: uuid, file_index: { type: 'integer', minimum: 0, maximum: 100_000 } }, ['book_id', 'file_index']),
      },
    },
    async (request, reply) => {
      const file = await findBookFile(ctx, request.params.book_id, request.params.file_index);
      return sendStored(ctx, request, reply, { key: file.storageKey, mime: file.mime, name: file.name });
    },
  );
}
