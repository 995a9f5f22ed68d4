import { describe, expect, it } from 'vitest';
import { migrationTest } from '../testing/databaseBefore';
const MIGRATION = '0004_task_created_books.sql';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const ids = {
  aliceBook: '10000000-0000-4000-8000-000000000001',
  aliceOlderBook: '10000000-0000-4000-8000-000000000002',
  bobBook: '10000000-0000-4000-8000-000000000003',
  bobTask: '20000000-0000-4000-8000-000000000001',
  aliceTask: '20000000-0000-4000-8000-000000000002',
};

// The schema as it was before this migration, holding data written by the old code.
const { db, migrate } = migrationTest(MIGRATION);

describe(`migration ${MIGRATION}`, () => {
  it("unlinks other people's books from tasks and marks the books a task's uploads created", async () => {
    await db().exec(`
      INSERT INTO users (id, user_name, nickname) VALUES ('${ALICE}', 'alice', 'alice'), ('${BOB}', 'bob', 'bob');
      INSERT INTO books (id, owner_id, title, type, created_at) VALUES
        ('${ids.aliceOlderBook}', '${ALICE}', 'Older', 'audio', '2024-01-01T00:00:00Z'),
        ('${ids.aliceBook}', '${ALICE}', 'Alice', 'audio', '2024-03-01T00:00:05Z'),
        ('${ids.bobBook}', '${BOB}', 'Bob', 'audio', '2024-03-01T00:00:05Z');
      INSERT INTO upload_tasks (id, owner_id, task_name, created_at) VALUES
        ('${ids.bobTask}', '${BOB}', 'Bob''s', '2024-03-01T00:00:00Z'),
        ('${ids.aliceTask}', '${ALICE}', 'Alice''s', '2024-03-01T00:00:00Z');
      INSERT INTO task_files (task_id, file_path, book_id, status) VALUES
        ('${ids.bobTask}', 'poisoned.mp3', '${ids.aliceBook}', 'failed'),
        ('${ids.bobTask}', 'own.mp3', '${ids.bobBook}', 'uploaded'),
        ('${ids.aliceTask}', 'new.mp3', '${ids.aliceBook}', 'uploaded'),
        ('${ids.aliceTask}', 'added.mp3', '${ids.aliceOlderBook}', 'uploaded');
    `);
    // Later migrations run after it; this one is the first of them.
    expect(await migrate()).toBe(MIGRATION);

    const links = await db().query<{ file_path: string; book_id: string | null }>('SELECT file_path, book_id FROM task_files ORDER BY file_path');
    expect(links.rows).toEqual([
      { file_path: 'added.mp3', book_id: ids.aliceOlderBook },
      { file_path: 'new.mp3', book_id: ids.aliceBook },
      { file_path: 'own.mp3', book_id: ids.bobBook },
      { file_path: 'poisoned.mp3', book_id: null },
    ]);
    const created = await db().query<{ id: string; created_by_task: string | null }>('SELECT id, created_by_task FROM books ORDER BY id');
    expect(created.rows).toEqual([
      { id: ids.aliceBook, created_by_task: ids.aliceTask },
      { id: ids.aliceOlderBook, created_by_task: null },
      { id: ids.bobBook, created_by_task: ids.bobTask },
    ]);

    // Deleting a task leaves its books, unmarked.
    await db().exec(`DELETE FROM upload_tasks WHERE id = '${ids.aliceTask}'`);
    const after = await db().query<{ created_by_task: string | null }>(`SELECT created_by_task FROM books WHERE id = '${ids.aliceBook}'`);
    expect(after.rows).toEqual([{ created_by_task: null }]);
  });
});
