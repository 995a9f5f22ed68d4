import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { BOOK_VISIBILITIES } from '../../../../packages/core/src/contracts/book';
import { BOOK_RULES } from '../../../../packages/core/src/contracts/formRules';
import type { BookSearchScope, BookType, SetVisibilityRequest, SetVisibilityResponse, UpdateBookRequest } from '../contracts';
import { bookWithFiles, deleteBooks, findBook, listBooks, openBook, searchBooks, setVisibility, updateBook, type BookListQuery } from '../domain/bookService';
import { linkOrigin } from '../domain/linkOrigin';
import { presentBook } from '../domain/present';
import { assertOwner, currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { BOOK_TYPES, idParams, multilineText, object, page, perPage, uuid } from '../http/schemas';
import { sendStored } from './sendStored';

const bookParams = idParams('book_id');
type BookParams = { book_id: string };

const visibility = { type: 'string', enum: [...BOOK_VISIBILITIES] } as const;
const listQuery = {
  type: 'object',
  properties: { page, per_page: perPage, type: { type: 'string', enum: BOOK_TYPES }, q: { type: 'string', maxLength: 200 }, complete: { type: 'boolean' } },
} as const;
/** What a signed address of a private book adds to its query (see infra/urlSigner). */
const signature = { exp: { type: 'string', maxLength: 20 }, sig: { type: 'string', maxLength: 100 } } as const;
type Signed = { exp?: string; sig?: string };

export async function bookRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Querystring: BookListQuery }>(
    '/api/books',
    {
      config: { auth: 'user' },
      schema: { tags: ['books'], summary: 'The caller’s own books (every book for an administrator)', querystring: { ...listQuery, properties: { ...listQuery.properties, visibility } } },
    },
    async (request) => listBooks(ctx, currentUser(request), request.query),
  );

  app.get<{ Querystring: BookListQuery }>(
    '/api/books/public',
    { config: { auth: 'optional' }, schema: { tags: ['books'], summary: 'The public library (PUBLIC_LIBRARY decides who may browse it)', querystring: listQuery } },
    async (request) => listBooks(ctx, request.user, request.query, 'public'),
  );

  app.get<{ Querystring: { keyword: string; page: number; per_page: number; type?: BookType; scope?: BookSearchScope } }>(
    '/api/books/search',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['books'],
        summary: 'scope all (default): own and public books; mine; public. Guests search the public library only',
        querystring: {
          type: 'object',
          required: ['keyword'],
          properties: {
            keyword: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
            page,
            per_page: perPage,
            type: { type: 'string', enum: BOOK_TYPES },
            scope: { type: 'string', enum: ['all', 'mine', 'public'] },
          },
        },
      },
    },
    async (request) => searchBooks(ctx, request.user, request.query),
  );

  app.put<{ Body: SetVisibilityRequest }>(
    '/api/books/visibility',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['books'],
        summary: 'Who may open several books, all or none',
        body: object({ book_ids: { type: 'array', items: uuid, minItems: 1, maxItems: 500 }, visibility }, ['book_ids', 'visibility']),
      },
    },
    async (request): Promise<SetVisibilityResponse> => ({
      updated: await setVisibility(ctx, currentUser(request), request.body.book_ids, request.body.visibility),
    }),
  );

  app.get<{ Params: BookParams; Querystring: { with_files?: boolean } }>(
    '/api/books/:book_id',
    {
      config: { auth: 'optional' },
      schema: { tags: ['books'], params: bookParams, querystring: { type: 'object', properties: { with_files: { type: 'boolean' } } } },
    },
    async (request) => {
      const row = await openBook(ctx, request.user, request.params.book_id);
      return request.query.with_files ? bookWithFiles(ctx, row) : presentBook(ctx.urls, row);
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
            visibility,
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

  app.get<{ Params: BookParams; Querystring: Signed & { v?: string } }>(
    '/api/books/:book_id/cover',
    {
      config: { auth: 'optional' },
      // Stored bytes as they are (http/compression.ts).
      compress: false,
      schema: { tags: ['books'], params: bookParams, querystring: { type: 'object', properties: { ...signature, v: { type: 'string', maxLength: 20 } } } },
    },
    async (request, reply) => {
      const { book_id: id } = request.params;
      const row = await openBook(ctx, request.user, id, { path: `/api/books/${id}/cover`, ...request.query });
      if (!row.coverKey) throw new ApiError(404, 'NOT_FOUND', 'This book has no cover');
      return sendStored(ctx, request, reply, { key: row.coverKey, mime: row.coverMime ?? 'application/octet-stream', name: 'cover' });
    },
  );

  app.get<{ Params: BookParams; Querystring: Signed }>(
    '/api/books/:book_id/qrcode.png',
    { config: { auth: 'optional' }, schema: { tags: ['books'], params: bookParams, querystring: { type: 'object', properties: signature } } },
    async (request, reply) => {
      const { book_id: id } = request.params;
      const row = await openBook(ctx, request.user, id, { path: `/api/books/${id}/qrcode.png`, ...request.query });
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
        .header('cache-control', `${origin.shared && row.visibility !== 'private' ? 'public' : 'private'}, max-age=3600`)
        .header('x-qrcode-target', link)
        .send(png);
    },
  );
}
