import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type CollectedRoute } from '../http/openapi';

export async function openapiRoutes(app: FastifyInstance, options: { routes: CollectedRoute[] }): Promise<void> {
  let document: Record<string, unknown> | null = null;
  app.get('/api/openapi.json', { schema: { tags: ['meta'], summary: 'This document' } }, async () => {
    // Built on first request, once every plugin (including later ones) has added its routes.
    document ??= buildOpenApiDocument(options.routes, '0.1.0');
    return document;
  });
}
