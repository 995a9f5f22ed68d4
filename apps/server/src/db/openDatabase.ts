import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runMigrations, type SqlRunner } from './migrate';
import { schema, type Schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db`: what a query helper takes when it must run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` to use a PostgreSQL server; otherwise embedded PGlite. */
  url: string | null;
  /** PGlite data directory. */
  pgliteDir: string;
  /** A `dumpDataDir()` image to start a new PGlite directory from (tests: skips the slow initdb). */
  pgliteTemplate?: Blob | undefined;
  /**
   * An idle PostgreSQL connection failed (the server restarted, an administrator or a timeout ended
   * it): the pool drops it and opens another when needed; this only hears about it. @default ignore
   */
  onIdleError?: ((error: Error) => void) | undefined;
}

/**
 * Extensions every PGlite instance of this schema loads: migration 0002 creates pg_trgm, so a data
 * directory holding its indexes can only be opened with the extension's code present.
 */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];

export function pgliteRunner(client: PGlite): SqlRunner {
  return {
    exec: async (sql) => {
      await client.exec(sql);
    },
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
  };
}

export async function openDatabase({ url, pgliteDir, pgliteTemplate, onIdleError }: DatabaseOptions): Promise<Database> {
  if (url) return openPostgres(url, onIdleError ?? (() => undefined));
  const fresh = !existsSync(path.join(pgliteDir, 'PG_VERSION'));
  await mkdir(pgliteDir, { recursive: true });
  const client = await PGlite.create(pgliteDir, {
    extensions: pgliteExtensions,
    ...(fresh && pgliteTemplate ? { loadDataDir: pgliteTemplate } : {}),
  });
  await runMigrations(pgliteRunner(client));
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<Database> {
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await runMigrations({
      exec: async (sql) => {
        await migrator.query(sql);
      },
      rows: async <T>(sql: string) => (await migrator.query(sql)).rows as T[],
    });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, a pool's 'error' is thrown: one idle connection ended by the server would
  // take the whole process down.
  pool.on('error', onIdleError);
  // `pool.end()` settles once it has asked every connection to end, before their sockets close; a
  // caller that then drops the database (tests) or exits must find them closed.
  const open = new Set<pg.PoolClient>();
  const closed = new Set<() => void>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) for (const done of closed) done();
  });
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    close: async () => {
      const allClosed = open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => closed.add(resolve));
      await pool.end();
      await allClosed;
    },
  };
}
