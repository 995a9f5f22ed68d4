import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Gateway } from './createGateway';
import { isAccessKey } from './sessionRoutes';

/** Reference §2.9: the chat and draw clients look for `token_check` to ask for the password again. */
const NO_ACCESS = 'Error: 无访问权限 | No access rights';

export type Access = { ownSecret: string | null } | { denied: true };

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The access password (AUTH_SECRET_KEY) guards the server's own upstream credentials. A request
 * carrying the user's own key needs no password: it is forwarded with that key instead.
 * A wrong password counts towards the same per-IP lock as POST /api/verify.
 */
export function checkAccess(gateway: Gateway, request: FastifyRequest, reply: FastifyReply, ownSecret: string | null): Access {
  const { config, lock } = gateway;
  if (ownSecret && !isAccessKey(config, ownSecret)) return { ownSecret };
  if (config.accessKeys.length === 0) return { ownSecret: null };
  if (lock.isLocked(request.ip)) {
    const msg = 'Too many wrong access passwords; try again later';
    void reply.code(429).send({ code: 'RATE_LIMITED', msg });
    return { denied: true };
  }
  // The access password also arrives as a bearer token from clients that send it that way.
  const token = header(request, 'x-ptoken') ?? ownSecret;
  if (token && isAccessKey(config, token)) return { ownSecret: null };
  if (token) lock.fail(request.ip);
  void reply.code(423).send({ code: 'token_check', message: NO_ACCESS, msg: NO_ACCESS });
  return { denied: true };
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export function accessHeader(request: FastifyRequest, name: string): string | null {
  return header(request, name);
}

/** Counts one proxied call per client IP; 429 with Retry-After when over the limit. */
export function overRateLimit(gateway: Gateway, request: FastifyRequest, reply: FastifyReply): boolean {
  const wait = gateway.limiter.hit(`gateway:${request.ip}`);
  if (wait === 0) return false;
  void reply
    .code(429)
    .header('retry-after', String(wait))
    .send({ code: 'RATE_LIMITED', msg: `Too many requests; try again in ${wait} s`, details: { retry_after_s: wait } });
  return true;
}
