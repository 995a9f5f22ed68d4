import { isIPv6 } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { RateLimiter } from '../infra/rateLimiter';
import { ApiError } from './errors';

/** A key with the number of attempts it may take per window. */
export interface Budget {
  key: string;
  max: number;
}

/**
 * The address a limit is counted against. IPv4-mapped addresses are their IPv4 address; an IPv6
 * address counts as its /64, since one subscriber routinely gets a whole /64 and could otherwise
 * step to a fresh address for every attempt.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * How many more failed logins one address may have across all names than for one name: a shared
 * office or household address has several people mistyping, while a credential-stuffing run from
 * it is still held to a few dozen names a minute.
 */
const LOGIN_IP_FACTOR = 5;

/** One account guessed from one place is held to `perMinute` failures; one place trying many names, to a few times that. */
export function loginBudgets(ip: string, userName: string, perMinute: number): Budget[] {
  const client = clientKey(ip);
  return [
    { key: `login:${client}:${userName.toLowerCase()}`, max: perMinute },
    { key: `login:${client}`, max: perMinute * LOGIN_IP_FACTOR },
  ];
}

/**
 * Reset codes guessed for one address from one place, and from one place over all addresses: the
 * login budgets under the route's own keys, since an address is not a user name.
 */
export function addressBudgets(route: string, ip: string, address: string, perMinute: number): Budget[] {
  const client = clientKey(ip);
  return [
    { key: `${route}:${client}:${address.toLowerCase()}`, max: perMinute },
    { key: `${route}:${client}`, max: perMinute * LOGIN_IP_FACTOR },
  ];
}

/** `perMinute` attempts at `route` from one place. */
export function ipBudget(route: string, ip: string, perMinute: number): Budget[] {
  return [{ key: `${route}:${clientKey(ip)}`, max: perMinute }];
}

/**
 * 429 with Retry-After when any budget is spent; otherwise one attempt is counted against each
 * (registrations keep it: each one creates something). Returns what takes the attempt back.
 */
export function limitAttempts(limiter: RateLimiter, reply: FastifyReply, budgets: Budget[]): () => void {
  const wait = Math.max(...budgets.map((b) => limiter.wait(b.key, b.max)));
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new ApiError(429, 'RATE_LIMITED', `Too many attempts; try again in ${wait} s`, { retry_after_s: wait });
  }
  // Counted before the attempt runs, so parallel guesses cannot all pass the check above first.
  const undo = budgets.map((b) => limiter.count(b.key));
  return () => undo.forEach((u) => u());
}

/**
 * Runs `attempt` under the budgets; only attempts refused as unauthorized (401: a wrong password,
 * an unknown token; or what `isFailure` names) stay counted. A right password costs nothing, so nobody else's failures, and
 * none of one's own successes, ever keep an account's owner out.
 */
export async function limitFailures<T>(
  limiter: RateLimiter,
  reply: FastifyReply,
  budgets: Budget[],
  attempt: () => Promise<T>,
  isFailure: (error: ApiError) => boolean = (error) => error.statusCode === 401,
): Promise<T> {
  const undo = limitAttempts(limiter, reply, budgets);
  try {
    const result = await attempt();
    undo();
    return result;
  } catch (error) {
    if (!(error instanceof ApiError && isFailure(error))) undo();
    throw error;
  }
}
