import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import type { AuthMode } from '../context';
import { errorBody } from './schemas';

export interface CollectedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  auth: AuthMode;
}

/** Remembers every route as it is added; must run before routes are registered. */
export function collectOpenApiRoutes(app: FastifyInstance): CollectedRoute[] {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!/^\/(api|openapi|mjapi)\//.test(route.url) || route.url.includes('*')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    const auth = (route.config as { auth?: AuthMode } | undefined)?.auth ?? 'public';
    for (const method of methods) {
      routes.push({ method, url: route.url, schema: route.schema as FastifySchema | undefined, auth });
    }
  });
  return routes;
}

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;

function parameters(schema: unknown, where: 'path' | 'query') {
  const s = schema as JsonSchema | undefined;
  return Object.entries(s?.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (s?.required ?? []).includes(name),
    schema: property,
  }));
}

export function buildOpenApiDocument(routes: CollectedRoute[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    // Fastify adds HEAD twins of GET routes itself; they add nothing to the document.
    if (route.method === 'HEAD' && routes.some((r) => r.url === route.url && r.method === 'GET')) continue;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const schema = route.schema ?? {};
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
      tags: schema.tags ?? [],
      parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
      responses: {
        '2XX': { description: 'Success' },
        default: { description: 'Error', content: { 'application/json': { schema: errorBody } } },
      },
    };
    if (schema.summary) operation['summary'] = schema.summary;
    if (schema.body) {
      const type = route.url === '/api/books/upload' ? 'multipart/form-data' : 'application/json';
      operation['requestBody'] = { required: true, content: { [type]: { schema: schema.body } } };
    }
    if (schema.rawBodyTypes) {
      const bytes = { schema: { type: 'string', format: 'binary' } };
      operation['requestBody'] = { required: true, content: Object.fromEntries(schema.rawBodyTypes.map((type) => [type, bytes])) };
    }
    if (route.auth === 'user' || route.auth === 'admin') operation['security'] = [{ bearerAuth: [] }];
    if (route.auth === 'optional') operation['security'] = [{ bearerAuth: [] }, {}];
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Atelier library API', version, description:
        'Reference server of Atelier: books, files, resumable uploads, reading progress and auth. ' +
        'Every string parameter and field refuses C0 control characters, DEL and unpaired UTF-16 surrogates (400 VALIDATION_FAILED) ' +
        'unless its schema says `x-text: multiline` (tab, line feed and carriage return allowed) or `x-text: any`.',
    },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
