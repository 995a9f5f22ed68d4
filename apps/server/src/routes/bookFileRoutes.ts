import type { FastifyInstance } from 'fastify';
import { findBookFile, openBook } from '../domain/bookService';
import { object, uuid } from '../http/schemas';
import { sendStored } from './sendStored';

export async function bookFileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get<{ Params: { book_id: string; file_index: number }; Querystring: { exp?: string; sig?: string } }>(
    '/api/books/:book_id/files/:file_index',
    {
      config: { auth: 'optional' },
      // Stored bytes as they are: Range offsets and the ETag name them (http/compression.ts).
      compress: false,
      schema: {
        tags: ['books'],
        summary: 'The bytes, with Range; a private book’s need its owner’s token or a signed address (`exp`, `sig`)',
        params: object({ book_id: uuid, file_index: { type: 'integer', minimum: 0, maximum: 100_000 } }, ['book_id', 'file_index']),
        querystring: { type: 'object', properties: { exp: { type: 'string', maxLength: 20 }, sig: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request, reply) => {
      const { book_id: id, file_index: index } = request.params;
      await openBook(ctx, request.user, id, { path: `/api/books/${id}/files/${index}`, ...request.query });
      const file = await findBookFile(ctx, id, index);
      return sendStored(ctx, request, reply, { key: file.storageKey, mime: file.mime, name: file.name });
    },
  );
}
