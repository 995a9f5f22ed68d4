import type { FastifyError, FastifyInstance } from 'fastify';

/** The one error body of the API (DESIGN §4). */
export interface ApiErrorBody {
  code: string;
  msg: string;
  details?: Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_UNAVAILABLE',
  503: 'UNAVAILABLE',
};

/** The code of an error that has nothing more specific than its status. */
export function errorCodeFor(status: number): string {
  return CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ApiErrorBody = { code: error.code, msg: error.message };
      if (error.details) body.details = error.details;
      return reply.code(error.statusCode).send(body);
    }
    if (error.validation) {
      // `rule` (the schema keyword) and `limit` let clients word the problem in the reader's language.
      const fields = error.validation.map((v) => {
        const limit = v.params?.['limit'];
        return {
          field: (v.instancePath || String(v.params?.['missingProperty'] ?? '')).replace(/^\//, ''),
          message: v.message ?? 'invalid',
          rule: v.keyword,
          ...(typeof limit === 'number' ? { limit } : {}),
        };
      });
      return reply
        .code(400)
        .send({ code: 'VALIDATION_FAILED', msg: error.message, details: { fields } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: errorCodeFor(status), msg: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', msg: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: 'NOT_FOUND', msg: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
