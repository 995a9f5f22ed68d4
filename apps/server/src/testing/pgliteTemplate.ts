import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { runMigrations } from '../db/migrate';
import { pgliteExtensions, pgliteRunner } from '../db/openDatabase';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations/', import.meta.url));
let cached: Promise<Blob> | null = null;

/**
 * A migrated, empty PGlite image shared by test servers: loading it takes ~1-2 s where a
 * fresh initdb takes 6-10 s on 2 cores. Cached on disk by migration content.
 */
export function pgliteTemplate(): Promise<Blob> {
  cached ??= build();
  return cached;
}

async function build(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS)).sort()) hash.update(file).update(await readFile(path.join(MIGRATIONS, file)));
  const file = path.join(tmpdir(), `atelier-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await runMigrations(pgliteRunner(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}
