import type { FastifyInstance } from 'fastify';
import { object } from '../http/schemas';
import { searchGpts } from './gptsCatalogue';

/** `GET /api/gpts?q=&limit=`: the GPTs directory, from this server instead of a third-party host. */
export async function gptsRoutes(app: FastifyInstance): Promise<void> {
  const { gpts } = app.ctx.gateway;
  app.get<{ Querystring: { q: string; limit: number } }>(
    '/api/gpts',
    {
      schema: {
        tags: ['ai'],
        summary: 'Search the GPTs directory by name or description',
        querystring: object({
          q: { type: 'string', maxLength: 200, default: '' },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        }),
      },
    },
    async (request) => searchGpts(gpts, request.query.q, request.query.limit),
  );
}
