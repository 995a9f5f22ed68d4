import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import { runMigrations } from '../db/migrate';
import { pgliteExtensions, pgliteRunner } from '../db/openDatabase';

export const MIGRATIONS = fileURLToPath(new URL('../db/migrations/', import.meta.url));

/**
 * A database with the schema as it was before `migration`, so a test can write data the old code
 * wrote and then run the remaining migrations over it.
 */
export async function openDatabaseBefore(migration: string): Promise<{ client: PGlite; close(): Promise<void> }> {
  const before = await mkdtemp(path.join(tmpdir(), 'atelier-migrations-'));
  for (const name of (await readdir(MIGRATIONS)).filter((n) => n.endsWith('.sql') && n < migration)) {
    await copyFile(path.join(MIGRATIONS, name), path.join(before, name));
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await runMigrations(pgliteRunner(client), before);
  return {
    client,
    async close() {
      await client.close();
      await rm(before, { recursive: true, force: true });
    },
  };
}

/**
 * The set-up every migration test shares: before the file's tests, a database just before
 * `migration` for the test to fill with what the old code wrote; closed after them. `migrate()`
 * runs the remaining migrations and answers the first one it ran.
 */
export function migrationTest(migration: string): { db(): PGlite; migrate(): Promise<string | undefined> } {
  let opened: Awaited<ReturnType<typeof openDatabaseBefore>> | undefined;
  beforeAll(async () => {
    opened = await openDatabaseBefore(migration);
  }, 60_000);
  afterAll(() => opened?.close());
  const db = () => {
    if (!opened) throw new Error('migrationTest: the database opens in beforeAll');
    return opened.client;
  };
  return { db, migrate: async () => (await runMigrations(pgliteRunner(db()), MIGRATIONS))[0] };
}
