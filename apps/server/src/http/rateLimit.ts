import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../services/rateLimiter';
import { ApiError } from './errors';

/** Counts an auth attempt per IP and, when known, per user name; 429 when either is over. */
export function limitAuthAttempt(
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  userName?: string,
): void {
  const route = request.routeOptions.url ?? request.url;
  const waits = [limiter.hit(`ip:${request.ip}:${route}`)];
  if (userName) waits.push(limiter.hit(`user:${userName.toLowerCase()}`));
  const wait = Math.max(...waits);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new ApiError(429, 'RATE_LIMITED', `Too many attempts; try again in ${wait} s`, { retry_after_s: wait });
  }
}
