import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export interface SqlRunner {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
}

/** Works from src/db (tsx, vitest) and from dist (tsup copies the folder next to main.js). */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any fixed 64-bit key: serialises concurrent starts against one PostgreSQL server.
const LOCK_KEY = 7_241_803_117;

export async function runMigrations(runner: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  await runner.exec(`SELECT pg_advisory_lock(${LOCK_KEY})`);
  try {
    await runner.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await runner.rows<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const body = await readFile(`${dir}/${file}`, 'utf8');
      const name = file.replaceAll("'", "''");
      await runner.exec(`BEGIN;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
      applied.push(file);
    }
    return applied;
  } catch (error) {
    await runner.exec('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await runner.exec(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
  }
}
