import { sql } from 'drizzle-orm';
import type { Db } from './openDatabase';

/** How much a table changed since its last vacuum and analyze, from the statistics PGlite keeps. */
export interface TableActivity {
  table: string;
  /** The planner's row count (pg_class.reltuples), or the live rows when never analyzed. */
  rows: number;
  deadRows: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

export type UpkeepAction = 'vacuum' | 'vacuum-analyze' | 'analyze';

export interface UpkeepRun {
  table: string;
  action: UpkeepAction;
  ms: number;
}

/**
 * What PostgreSQL's autovacuum would do for a table, by its default thresholds: vacuum when dead
 * rows exceed 50 + 20 % of the table or inserts since the last vacuum exceed 1,000 + 20 %
 * (which sets the visibility map index-only scans need), analyze when changes exceed 50 + 10 %.
 */
export function upkeepFor(activity: TableActivity): UpkeepAction | null {
  const rows = Math.max(0, activity.rows);
  const vacuum = activity.deadRows > 50 + 0.2 * rows || activity.insertedSinceVacuum > 1000 + 0.2 * rows;
  const analyze = activity.changedSinceAnalyze > 50 + 0.1 * rows;
  if (vacuum) return analyze ? 'vacuum-analyze' : 'vacuum';
  return analyze ? 'analyze' : null;
}

async function readActivity(db: Db): Promise<TableActivity[]> {
  const result = (await db.execute(sql`
    SELECT s.relname AS "table", CASE WHEN c.reltuples < 0 THEN s.n_live_tup ELSE c.reltuples END::float8 AS rows,
      s.n_dead_tup::float8 AS "deadRows", s.n_mod_since_analyze::float8 AS "changedSinceAnalyze",
      s.n_ins_since_vacuum::float8 AS "insertedSinceVacuum"
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'
    ORDER BY s.relname`)) as unknown as { rows: TableActivity[] };
  return result.rows.map((row) => ({
    table: row.table,
    rows: Number(row.rows),
    deadRows: Number(row.deadRows),
    changedSinceAnalyze: Number(row.changedSinceAnalyze),
    insertedSinceVacuum: Number(row.insertedSinceVacuum),
  }));
}

const STATEMENT = { vacuum: 'VACUUM', 'vacuum-analyze': 'VACUUM (ANALYZE)', analyze: 'ANALYZE' } as const;

/** Vacuums and analyzes, one after another, the tables that changed enough since their last one. */
export async function runUpkeep(db: Db, now: () => number = performance.now.bind(performance)): Promise<UpkeepRun[]> {
  const runs: UpkeepRun[] = [];
  for (const activity of await readActivity(db)) {
    const action = upkeepFor(activity);
    if (!action) continue;
    const started = now();
    await db.execute(sql`${sql.raw(STATEMENT[action])} ${sql.identifier(activity.table)}`);
    runs.push({ table: activity.table, action, ms: now() - started });
  }
  return runs;
}

export interface PgliteUpkeep {
  /** One round now (tests, benches); waits for a round already under way instead of starting another. */
  runOnce(): Promise<UpkeepRun[]>;
  /** No more rounds; resolves once the one under way has finished, so the database can close. */
  stop(): Promise<void>;
}

export interface PgliteUpkeepOptions {
  everyMs: number;
  onRun?: (runs: UpkeepRun[]) => void;
  onError: (error: unknown) => void;
  setInterval?: (tick: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * PGlite has no autovacuum: without this, its statistics are never gathered (the planner guesses,
 * and search chooses its path by the planner's estimate), dead rows of updated progress and
 * sessions are never reclaimed, and index-only scans never apply. Every `everyMs` this does what
 * autovacuum would (`upkeepFor`). Each statement holds PGlite's one thread while it runs: an
 * ANALYZE of a 100,000-book table about 2 s, which happens once that table changed by a tenth.
 */
export function startPgliteUpkeep(db: Db, options: PgliteUpkeepOptions): PgliteUpkeep {
  const schedule = options.setInterval ?? ((tick, ms) => setInterval(tick, ms).unref());
  const cancel = options.clearInterval ?? ((handle) => clearInterval(handle as ReturnType<typeof setInterval>));
  let running: Promise<UpkeepRun[]> | null = null;
  let stopped = false;
  const runOnce = (): Promise<UpkeepRun[]> => {
    running ??= runUpkeep(db).finally(() => {
      running = null;
    });
    return running;
  };
  const handle = schedule(() => {
    if (stopped || running) return;
    runOnce().then(
      (runs) => {
        if (runs.length > 0) options.onRun?.(runs);
      },
      options.onError,
    );
  }, options.everyMs);
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      cancel(handle);
      await running?.catch(() => undefined);
    },
  };
}
