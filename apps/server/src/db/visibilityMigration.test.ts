import { describe, expect, it } from 'vitest';
import { migrationTest } from '../testing/databaseBefore';

const MIGRATION = '0006_book_visibility.sql';
const ALICE = '00000000-0000-4000-8000-00000000000a';
const OLD_BOOK = '40000000-0000-4000-8000-000000000001';
const NEW_BOOK = '40000000-0000-4000-8000-000000000002';

// The schema as it was before this migration, holding data written by the old code.
const { db, migrate } = migrationTest(MIGRATION);

describe(`migration ${MIGRATION}`, () => {
  it('keeps books from before it open to anyone with their address, and makes new ones private', async () => {
    await db().exec(`
      INSERT INTO users (id, user_name, nickname) VALUES ('${ALICE}', 'alice', 'alice');
      INSERT INTO books (id, owner_id, title, type) VALUES ('${OLD_BOOK}', '${ALICE}', 'Shared before', 'txt');
    `);
    expect(await migrate()).toBe(MIGRATION);
    await db().exec(`INSERT INTO books (id, owner_id, title, type) VALUES ('${NEW_BOOK}', '${ALICE}', 'Uploaded after', 'txt')`);
    const rows = await db().query<{ id: string; visibility: string }>('SELECT id, visibility FROM books ORDER BY id');
    expect(rows.rows).toEqual([
      { id: OLD_BOOK, visibility: 'link' },
      { id: NEW_BOOK, visibility: 'private' },
    ]);
    await expect(db().exec(`UPDATE books SET visibility = 'friends' WHERE id = '${OLD_BOOK}'`)).rejects.toThrow(/check/i);
  });
});
