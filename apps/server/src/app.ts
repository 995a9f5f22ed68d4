import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import { registerErrorHandling } from './http/errors';

export interface BuildAppOptions {
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    disableRequestLogging: false,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
  });

  registerErrorHandling(app);

  app.get('/healthz', async () => ({ status: 'ok' }));

  const staticDir = config.staticDir;
  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: ['index.html'] });
    app.get('/*', (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      // API-looking paths never fall back to the SPA: a typo there must be a JSON 404.
      if (/^\/(api|openapi|mjapi)(\/|$)/.test(url)) {
        return reply.code(404).send({ code: 'NOT_FOUND', msg: `No route ${request.method} ${url}` });
      }
      const file = path.join(staticDir, url);
      if (file.startsWith(staticDir) && path.extname(url) && existsSync(file)) {
        return reply.sendFile(url.slice(1));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  return app;
}
