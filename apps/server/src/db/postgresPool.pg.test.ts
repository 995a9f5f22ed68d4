// On a real PostgreSQL server only (`pnpm test:server-pg`): what a pool does when the server ends
// its connections. A loaded CI run once failed on an uncaught 57P01 from a pool being closed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './openDatabase';

const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
const name = `atelier_pool_${randomUUID().replaceAll('-', '')}`;
let url: string;

const connections = async () =>
  Number((await admin.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0]?.n);

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const address = new URL(process.env['TEST_DATABASE_URL'] ?? '');
  address.pathname = `/${name}`;
  url = address.toString();
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('the PostgreSQL pool', () => {
  it('outlives the server ending its idle connections: it reports them and the next query gets a new one', async () => {
    const errors: Array<Error & { code?: string }> = [];
    const database = await openDatabase({ url, pgliteDir: '', onIdleError: (error) => errors.push(error) });
    try {
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
      const ended = await admin.query<{ n: string }>('SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      expect(Number(ended.rows[0]?.n)).toBeGreaterThan(0);
      // Each idle connection hears it in its own time; the pool drops each one as it does.
      await expect.poll(() => errors.length).toBe(Number(ended.rows[0]?.n));
      expect(errors.map((e) => e.code)).toEqual(errors.map(() => '57P01'));
      const answer = (await database.db.execute(sql`SELECT 41 + 1 AS n`)) as unknown as { rows: Array<{ n: number }> };
      expect(answer.rows[0]?.n).toBe(42);
    } finally {
      await database.close();
    }
  });

  it('has closed every connection once close() settles, so the database can be dropped at once', async () => {
    const database = await openDatabase({ url, pgliteDir: '' });
    await Promise.all([1, 2, 3, 4].map(() => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
    expect(await connections()).toBeGreaterThanOrEqual(4);
    await database.close();
    // The server may take a moment to retire a backend whose client has gone; none may still be talking.
    await expect.poll(connections).toBe(0);
  });
});
