import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, openDatabaseBefore } from '../testing/databaseBefore';
import { runMigrations } from './migrate';
import { pgliteRunner } from './openDatabase';

const MIGRATION = '0006_book_visibility.sql';
const ALICE = '00000000-0000-4000-8000-00000000000a';
const OLD_BOOK = '40000000-0000-4000-8000-000000000001';
const NEW_BOOK = '40000000-0000-4000-8000-000000000002';

let client: PGlite;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ client, close } = await openDatabaseBefore(MIGRATION));
}, 60_000);
afterAll(() => close());

describe(`migration ${MIGRATION}`, () => {
  it('keeps books from before it open to anyone with their address, and makes new ones private', async () => {
    await client.exec(`
      INSERT INTO users (id, user_name, nickname) VALUES ('${ALICE}', 'alice', 'alice');
      INSERT INTO books (id, owner_id, title, type) VALUES ('${OLD_BOOK}', '${ALICE}', 'Shared before', 'txt');
    `);
    expect((await runMigrations(pgliteRunner(client), MIGRATIONS))[0]).toBe(MIGRATION);
    await client.exec(`INSERT INTO books (id, owner_id, title, type) VALUES ('${NEW_BOOK}', '${ALICE}', 'Uploaded after', 'txt')`);
    const rows = await client.query<{ id: string; visibility: string }>('SELECT id, visibility FROM books ORDER BY id');
    expect(rows.rows).toEqual([
      { id: OLD_BOOK, visibility: 'link' },
      { id: NEW_BOOK, visibility: 'private' },
    ]);
    await expect(client.exec(`UPDATE books SET visibility = 'friends' WHERE id = '${OLD_BOOK}'`)).rejects.toThrow(/check/i);
  });
});
