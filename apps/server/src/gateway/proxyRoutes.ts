import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { accessHeader, bearerToken, checkAccess, overRateLimit } from './accessGuard';
import type { Gateway } from './createGateway';
import { forwardRequest } from './forwardRequest';
import { DEFAULT_OPENAI_BASE_URL, type GatewayConfig } from './gatewayConfig';
import { upstreamUrl } from './upstreamUrl';

interface Target {
  base: string;
  credential: [string, string] | null;
}

interface ProxiedService {
  /** The route prefix, stripped before the path goes upstream. */
  prefix: string;
  /** The upstream's own first path segment, kept. */
  mount: string;
  ownSecret(request: FastifyRequest): string | null;
  target(config: GatewayConfig, ownSecret: string | null): Target | null;
  missing: string;
}

const SERVICES: ProxiedService[] = [
  {
    prefix: '/openapi',
    mount: '/v1',
    ownSecret: bearerToken,
    target(config, own) {
      const key = own ?? config.openaiApiKey;
      // Without a key or a base URL there is nothing to call; a keyless base (Ollama) is fine.
      if (!key && !config.openaiBaseUrl) return null;
      return { base: config.openaiBaseUrl ?? DEFAULT_OPENAI_BASE_URL, credential: key ? ['authorization', `Bearer ${key}`] : null };
    },
    missing: 'No OpenAI-compatible service is configured on this server (OPENAI_API_BASE_URL, OPENAI_API_KEY); configure one, or enter your own key in Settings → Server',
  },
  {
    prefix: '/mjapi',
    mount: '/mj',
    ownSecret: (request) => accessHeader(request, 'mj-api-secret'),
    target(config, own) {
      if (!config.mjServer) return null;
      const secret = own ?? config.mjApiSecret;
      return { base: config.mjServer, credential: secret ? ['mj-api-secret', secret] : null };
    },
    missing: 'No midjourney-proxy is configured on this server (MJ_SERVER); configure one, or enter your own in Settings → Server',
  },
];

/** `/openapi/v1/*` and `/mjapi/mj/*` (DESIGN §5), relayed as raw streams. */
export async function proxyRoutes(app: FastifyInstance): Promise<void> {
  const gateway: Gateway = app.ctx.gateway;
  // Bodies stay unread here: multipart audio, JSON and binary all go upstream byte for byte.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  for (const service of SERVICES) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: `${service.prefix}${service.mount}/*`,
      config: { streamsBody: true },
      handler: async (request, reply) => {
        if (overRateLimit(gateway, request, reply)) return reply;
        const access = checkAccess(gateway, request, reply, service.ownSecret(request));
        if ('denied' in access) return reply;
        const target = service.target(gateway.config, access.ownSecret);
        if (!target) return reply.code(503).send({ code: 'NO_UPSTREAM', msg: service.missing });
        const url = upstreamUrl(target.base, service.mount, (request.raw.url ?? '').slice(service.prefix.length));
        if (!url) throw new ApiError(400, 'BAD_PATH', 'This path cannot be relayed');
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > gateway.config.bodyLimitBytes) {
          reply.header('connection', 'close');
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The request body may not exceed ${gateway.config.bodyLimitBytes} bytes`);
        }
        return forwardRequest(request, reply, {
          url,
          credential: target.credential,
          dispatcher: gateway.dispatcher,
          timeoutMs: gateway.config.timeoutMs,
          bodyLimitBytes: gateway.config.bodyLimitBytes,
        });
      },
    });
  }
}
