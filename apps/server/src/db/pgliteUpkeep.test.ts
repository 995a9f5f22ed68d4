// PGlite has no autovacuum; the server's upkeep does its work (apps/server/CONTEXT.md, "Database upkeep").
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedMatches } from '../domain/bookService';
import { createClient, signUp } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { startPgliteUpkeep, upkeepFor, type UpkeepRun } from './pgliteUpkeep';

const quiet = { table: 't', rows: 10_000, deadRows: 0, changedSinceAnalyze: 0, insertedSinceVacuum: 0 };

describe('upkeepFor', () => {
  it('uses autovacuum’s default thresholds', () => {
    expect(upkeepFor(quiet)).toBeNull();
    expect(upkeepFor({ ...quiet, deadRows: 2_050 })).toBeNull();
    expect(upkeepFor({ ...quiet, deadRows: 2_051 })).toBe('vacuum');
    expect(upkeepFor({ ...quiet, insertedSinceVacuum: 3_001 })).toBe('vacuum');
    expect(upkeepFor({ ...quiet, changedSinceAnalyze: 1_051 })).toBe('analyze');
    expect(upkeepFor({ ...quiet, deadRows: 2_051, changedSinceAnalyze: 1_051 })).toBe('vacuum-analyze');
    // A table never analyzed reports -1 rows; its first changes count against the base alone.
    expect(upkeepFor({ ...quiet, rows: -1, changedSinceAnalyze: 51 })).toBe('analyze');
  });
});

describe('on a PGlite server', () => {
  let server: TestServer;
  let ownerId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ownerId = (await signUp(createClient(server.url), 'reader')).user.id;
  }, 60_000);
  afterAll(() => server?.close());

  const stats = async () =>
    (
      (await server.app.ctx.db.execute(sql`
        SELECT n_dead_tup::int AS dead, last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed
        FROM pg_stat_user_tables WHERE relname = 'books'`)) as unknown as { rows: Array<{ dead: number; vacuumed: boolean; analyzed: boolean }> }
    ).rows[0];

  it('vacuums and analyzes a table that changed, so the planner knows what it holds', async () => {
    const { db, upkeep } = server.app.ctx;
    expect(upkeep).not.toBeNull();
    await db.execute(sql`
      INSERT INTO books (id, owner_id, title, author, type)
      SELECT gen_random_uuid(), ${ownerId}, 'Winter Garden ' || g, 'Ann Lee', 'epub' FROM generate_series(1, 3000) AS g`);
    await db.execute(sql`UPDATE books SET description = 'edited' WHERE title LIKE 'Winter Garden 1%'`);
    const broad = sql`owner_id = ${ownerId} AND title ILIKE '%garden%'`;
    const rare = sql`owner_id = ${ownerId} AND title ILIKE '%quixotic%'`;
    expect(await stats()).toMatchObject({ vacuumed: false, analyzed: false });
    // Never analyzed, the planner takes the 3,000 matches for about one: search would look every
    // one of them up through the indexes instead of reading the newest books.
    expect(await estimatedMatches(server.app.ctx, broad)).toBeLessThan(100);

    const runs = await upkeep!.runOnce();
    expect(runs).toContainEqual(expect.objectContaining({ table: 'books', action: 'vacuum-analyze' }));
    expect(await stats()).toEqual({ dead: 0, vacuumed: true, analyzed: true });
    // The estimate search routes by (probe the indexes or read the newest books) now tells a
    // keyword every book has from one none has.
    expect(await estimatedMatches(server.app.ctx, broad)).toBeGreaterThan(2_500);
    expect(await estimatedMatches(server.app.ctx, rare)).toBeLessThan(10);

    expect((await upkeep!.runOnce()).map((run) => run.table)).not.toContain('books');
  });
});

describe('startPgliteUpkeep', () => {
  it('runs one round per tick at most, reports what it did, and stops after the round under way', async () => {
    let tick: (() => void) | undefined;
    let cleared = false;
    let finish: (runs: UpkeepRun[]) => void = () => undefined;
    let rounds = 0;
    const reported: UpkeepRun[][] = [];
    // A database whose statistics query never answers until the test says so.
    const db = {
      execute: () => {
        rounds += 1;
        return new Promise((resolve) => {
          finish = () => resolve({ rows: [{ table: 'books', rows: 0, deadRows: 0, changedSinceAnalyze: 0, insertedSinceVacuum: 0 }] });
        });
      },
    } as unknown as Parameters<typeof startPgliteUpkeep>[0];
    const upkeep = startPgliteUpkeep(db, {
      everyMs: 60_000,
      onRun: (runs) => reported.push(runs),
      onError: (error) => {
        throw error;
      },
      setInterval: (fn) => ((tick = fn), 'handle'),
      clearInterval: () => (cleared = true),
    });
    tick!();
    tick!();
    expect(rounds).toBe(1);
    let stopped = false;
    const stopping = upkeep.stop().then(() => (stopped = true));
    expect(cleared).toBe(true);
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish([]);
    await stopping;
    // Nothing needed doing: nothing reported.
    expect(reported).toEqual([]);
    tick!();
    expect(rounds).toBe(1);
  });
});
