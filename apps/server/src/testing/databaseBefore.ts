import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
