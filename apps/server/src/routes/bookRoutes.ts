import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { BOOK_RULES } from '../../../../packages/core/src/contracts/formRules';
import type { BookType, UpdateBookRequest } from '../contracts';
import { bookWithFiles, deleteBooks, findBook, listBooks, searchBooks, updateBook } from '../domain/bookService';
import { linkOrigin } from '../domain/linkOrigin';
import { presentBook } from '../domain/present';
import { assertOwner, currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { BOOK_TYPES, idParams, multilineText, object, page, perPage } from '../http/schemas';
import { sendStored } from './sendStored';

const bookParams = idParams('book_id');
type BookParams = { book_id: string };

export async function bookRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Querystring: { page: number; per_page: number; type?: BookType; q?: string; complete?: boolean } }>(
    '/api/books',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['books'],
        querystring: {
          type: 'object',
          properties: { page, per_page: perPage, type: { type: 'string', enum: BOOK_TYPES }, q: { type: 'string', maxLength: 200 }, complete: { type: 'boolean' } },
        },
      },
    },
    async (request) => listBooks(ctx, currentUser(request), request.query),
  );

  app.get<{ Querystring: { keyword: string; page: number; per_page: number; type?: BookType } }>(
    '/api/books/search',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['books'],
        querystring: {
          type: 'object',
          required: ['keyword'],
          properties: { keyword: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' }, page, per_page: perPage, type: { type: 'string', enum: BOOK_TYPES } },
        },
      },
    },
    async (request) => searchBooks(ctx, currentUser(request), request.query),
  );

  app.get<{ Params: BookParams; Querystring: { with_files?: boolean } }>(
    '/api/books/:book_id',
    { schema: { tags: ['books'], params: bookParams, querystring: { type: 'object', properties: { with_files: { type: 'boolean' } } } } },
    async (request) => {
      const row = await findBook(ctx, request.params.book_id);
      return request.query.with_files ? bookWithFiles(ctx, row) : presentBook(row);
    },
  );

  app.put<{ Params: BookParams; Body: UpdateBookRequest }>(
    '/api/books/:book_id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['books'],
        params: bookParams,
        body: {
          ...object({
            title: { type: 'string', ...BOOK_RULES.title },
            author: { type: 'string', ...BOOK_RULES.author },
            description: multilineText(BOOK_RULES.description.maxLength),
            complete: { type: 'boolean' },
          }),
          minProperties: 1,
        },
      },
    },
    async (request) => {
      const row = await findBook(ctx, request.params.book_id);
      assertOwner(currentUser(request), row.ownerId);
      return updateBook(ctx, row.id, request.body);
    },
  );

  app.delete<{ Params: BookParams }>(
    '/api/books/:book_id',
    { config: { auth: 'user' }, schema: { tags: ['books'], params: bookParams } },
    async (request, reply) => {
      const row = await findBook(ctx, request.params.book_id);
      assertOwner(currentUser(request), row.ownerId);
      await deleteBooks(ctx, [row.id]);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: BookParams }>(
    '/api/books/:book_id/cover',
    { schema: { tags: ['books'], params: bookParams } },
    async (request, reply) => {
      const row = await findBook(ctx, request.params.book_id);
      if (!row.coverKey) throw new ApiError(404, 'NOT_FOUND', 'This book has no cover');
      return sendStored(ctx, request, reply, { key: row.coverKey, mime: row.coverMime ?? 'application/octet-stream', name: 'cover' });
    },
  );

  app.get<{ Params: BookParams }>(
    '/api/books/:book_id/qrcode.png',
    { schema: { tags: ['books'], params: bookParams } },
    async (request, reply) => {
      const row = await findBook(ctx, request.params.book_id);
      // A code that silently pointed at another host (the listen address is no use to a phone)
      // would be worse than none: an untrusted Host is told how to configure one.
      const origin = linkOrigin(ctx.config, request);
      if (!origin) {
        throw new ApiError(400, 'BAD_REQUEST', `Host "${request.host}" is not trusted for links: set PUBLIC_URL, or list it in TRUSTED_HOSTS`);
      }
      const link = `${origin.origin}/book/${row.type}/${row.id}`;
      const png = await QRCode.toBuffer(link, { type: 'png', margin: 2, width: 320, errorCorrectionLevel: 'M' });
      return reply
        .header('content-type', 'image/png')
        // Built from this request's Host unless PUBLIC_URL is set: no shared cache may keep it.
        .header('cache-control', `${origin.shared ? 'public' : 'private'}, max-age=3600`)
        .header('x-qrcode-target', link)
        .send(png);
    },
  );
}
