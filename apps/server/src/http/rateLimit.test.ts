import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../infra/rateLimiter';
import { ApiError } from './errors';
import { clientKey, limitFailures, loginBudgets } from './rateLimit';

function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) };
  return { reply: reply as unknown as FastifyReply, headers };
}

const wrongPassword = () => Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'wrong'));

describe('limitFailures', () => {
  it('keeps a locked address out until its window ends, then lets it try again', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    const budgets = loginBudgets('203.0.113.7', 'alice', 3);
    const { reply, headers } = fakeReply();
    for (let i = 0; i < 3; i += 1) await expect(limitFailures(limiter, reply, budgets, wrongPassword)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });

    now += 20_000;
    await expect(limitFailures(limiter, reply, budgets, async () => 'signed in')).rejects.toMatchObject({ statusCode: 429, details: { retry_after_s: 40 } });
    expect(headers['retry-after']).toBe('40');

    now += 40_000;
    await expect(limitFailures(limiter, reply, budgets, async () => 'signed in')).resolves.toBe('signed in');
  });

  it('does not count attempts that end otherwise than unauthorized', async () => {
    const limiter = new RateLimiter(2, 60_000, () => 0);
    const budgets = loginBudgets('203.0.113.7', 'alice', 2);
    const { reply } = fakeReply();
    for (let i = 0; i < 5; i += 1) await limitFailures(limiter, reply, budgets, async () => 'ok');
    const broken = () => Promise.reject(new Error('database down'));
    for (let i = 0; i < 5; i += 1) await expect(limitFailures(limiter, reply, budgets, broken)).rejects.toThrow('database down');
    await expect(limitFailures(limiter, reply, budgets, async () => 'still ok')).resolves.toBe('still ok');
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => expect(clientKey(ip)).toBe(key));
});
