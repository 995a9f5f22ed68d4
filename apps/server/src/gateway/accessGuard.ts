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

/** What a request says about the access password: none given, a right one, a wrong one, or its IP is locked. */
export type PasswordCheck = 'none' | 'valid' | 'wrong' | 'locked';

/**
 * The access password travels only as `x-ptoken` (reference §2.9); a bearer token or an
 * `mj-api-secret` is the user's key for the upstream, never a password. A wrong one counts
 * towards the same per-IP lock as POST /api/verify.
 */
export function checkPassword(gateway: Gateway, request: FastifyRequest): PasswordCheck {
  const { config, lock } = gateway;
  if (lock.isLocked(request.ip)) return 'locked';
  const token = header(request, 'x-ptoken');
  if (!token) return 'none';
  if (isAccessKey(config, token)) return 'valid';
  lock.fail(request.ip);
  return 'wrong';
}

/** Answers a failed password check: 429 while the IP is locked, else 423 `token_check`. */
export function refuseAccess(reply: FastifyReply, check: Exclude<PasswordCheck, 'valid'>): FastifyReply {
  if (check === 'locked') return reply.code(429).send({ code: 'RATE_LIMITED', msg: 'Too many wrong access passwords; try again later' });
  return reply.code(423).send({ code: 'token_check', message: NO_ACCESS, msg: NO_ACCESS });
}

/**
 * With AUTH_SECRET_KEY set, every relayed call needs the password, own key or not: a keyless
 * upstream (Ollama) or a proxy that ignores its secret would otherwise be open to anyone who
 * sends any key. A call with both is forwarded with the user's own key instead of the server's
 * (users who want to skip the password call their own base URL directly from the browser).
 */
export function checkAccess(gateway: Gateway, request: FastifyRequest, reply: FastifyReply, ownSecret: string | null): Access {
  const { config } = gateway;
  // An "own key" that is an access password is not forwarded: the password never goes upstream.
  const own = ownSecret && !isAccessKey(config, ownSecret) ? ownSecret : null;
  if (config.accessKeys.length === 0) return { ownSecret: own };
  const check = checkPassword(gateway, request);
  if (check !== 'valid') {
    void refuseAccess(reply, check);
    return { denied: true };
  }
  return { ownSecret: own };
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
