import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { ProgressWriter, type ProgressWrite } from './progressWriter';

let server: TestServer;
let userId: string;
let bookIds: string[];

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.ctx.db;
  userId = randomUUID();
  await db.execute(sql`INSERT INTO users (id, user_name, nickname) VALUES (${userId}, 'writer', 'writer')`);
  bookIds = await newBooks();
}, 60_000);
afterAll(() => server.close());

/** Two books of the writer's; a test with its own cannot lose to what another test stored later. */
async function newBooks(): Promise<string[]> {
  const ids = [randomUUID(), randomUUID()];
  for (const id of ids) {
    await server.app.ctx.db.execute(sql`INSERT INTO books (id, owner_id, title, type, total_files, received_files, complete, size_bytes)
      VALUES (${id}, ${userId}, 'b', 'epub', 1, 1, true, 1)`);
  }
  return ids;
}

function writeOf(bookId: string, minute: number, device: string): ProgressWrite {
  return {
    userId,
    bookId,
    format: 'epub',
    fileIndex: 0,
    locator: `at-${minute}`,
    percentage: minute / 100,
    finished: false,
    clientUpdatedAt: at(minute),
    deviceId: device,
  };
}

describe('ProgressWriter', () => {
  it('writes a burst in one statement, the newest client time winning per book', async () => {
    const books = await newBooks();
    const writer = new ProgressWriter(server.app.ctx.db);
    const upsert = vi.spyOn(writer as unknown as { upsert: (w: ProgressWrite[]) => Promise<unknown> }, 'upsert');
    const minutes = Array.from({ length: 40 }, (_, i) => (i * 17) % 40); // every minute once, shuffled
    const results = await Promise.all(minutes.map((m, i) => writer.write(writeOf(books[i % 2]!, m, `d${m}`))));
    expect(upsert).toHaveBeenCalledTimes(1); // all 40 arrived before the first statement started
    const stored = await server.app.ctx.db.execute(sql`SELECT book_id, locator FROM reading_progress WHERE user_id = ${userId} AND book_id IN (${books[0]}, ${books[1]}) ORDER BY locator`);
    const rows = (stored as unknown as { rows: Array<{ book_id: string; locator: string }> }).rows;
    // Even minutes went to the first book, odd ones to the second: the latest of each is stored.
    const latest = (book: number) => `at-${Math.max(...minutes.filter((_, i) => i % 2 === book))}`;
    expect(rows.map((r) => [r.book_id, r.locator]).sort()).toEqual(
      [
        [books[0], latest(0)],
        [books[1], latest(1)],
      ].sort(),
    );
    // Every caller hears what is stored now, whether its own write won or lost.
    for (const [i, result] of results.entries()) expect(result?.locator).toBe(latest(i % 2));
  });

  it('keeps a stored newer write, answers null for a book that does not exist, and the others still land', async () => {
    const writer = new ProgressWriter(server.app.ctx.db);
    await writer.write(writeOf(bookIds[0]!, 50, 'phone'));
    const [older, missing, fresh] = await Promise.all([
      writer.write(writeOf(bookIds[0]!, 45, 'laptop')),
      writer.write(writeOf(randomUUID(), 55, 'laptop')),
      writer.write(writeOf(bookIds[1]!, 55, 'laptop')),
    ]);
    expect(older).toBeNull();
    expect(missing).toBeNull();
    expect(fresh?.locator).toBe('at-55');
  });

  it('does not let one failing row fail the rest of its batch', async () => {
    const writer = new ProgressWriter(server.app.ctx.db);
    const bad = { ...writeOf(bookIds[1]!, 58, 'tablet'), clientUpdatedAt: 'not a date' };
    const [good, broken] = await Promise.allSettled([writer.write(writeOf(bookIds[0]!, 59, 'tablet')), writer.write(bad)]);
    expect(good.status === 'fulfilled' && good.value?.locator).toBe('at-59');
    expect(broken.status).toBe('rejected');
  });
});
