import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import type { ReadingProgressRow } from '../db/schema';

export interface ProgressWrite {
  userId: string;
  bookId: string;
  format: string;
  fileIndex: number;
  locator: string;
  percentage: number;
  finished: boolean;
  /** ISO 8601, already validated. */
  clientUpdatedAt: string;
  deviceId: string;
}

interface Pending {
  write: ProgressWrite;
  resolve: (row: ReadingProgressRow | null) => void;
  reject: (error: unknown) => void;
}

/** Rows per statement: enough to absorb a burst, small enough to keep the statement cheap. */
const MAX_BATCH = 256;

const key = (userId: string, bookId: string) => `${userId}/${bookId}`;

/**
 * Group commit for reading progress, the hottest write of the API (every page turn of every
 * reader). While one statement runs, the writes that arrive meanwhile queue up and go together in
 * the next one, so a burst costs a few statements instead of one per request, and a lone write
 * waits for nothing. Per (user, book) the write with the newest client time wins, exactly as if the
 * requests had run one by one; a write that loses gets the row that won.
 *
 * Resolves with the stored row, or `null` when nothing was written (no such book, or a newer write
 * was already stored): the caller looks that up itself.
 */
export class ProgressWriter {
  private queue: Pending[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  write(write: ProgressWrite): Promise<ReadingProgressRow | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        await this.flush(batch);
        // PGlite runs on this thread, so requests that arrived during the statement are still
        // unread: one turn of the event loop lets them join the next batch.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.running = false;
    }
  }

  private async flush(batch: Pending[]): Promise<void> {
    // Later requests win ties, as they would one after another.
    const winners = new Map<string, ProgressWrite>();
    for (const { write } of batch) {
      const k = key(write.userId, write.bookId);
      const best = winners.get(k);
      if (!best || Date.parse(best.clientUpdatedAt) <= Date.parse(write.clientUpdatedAt)) winners.set(k, write);
    }
    try {
      const rows = await this.upsert([...winners.values()]);
      const stored = new Map(rows.map((row) => [key(row.userId, row.bookId), row]));
      for (const pending of batch) pending.resolve(stored.get(key(pending.write.userId, pending.write.bookId)) ?? null);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad row must not fail its neighbours: retry each on its own.
      for (const pending of batch) await this.flush([pending]);
    }
  }

  private async upsert(writes: ProgressWrite[]): Promise<ReadingProgressRow[]> {
    const values: SQL[] = writes.map(
      (w) =>
        sql`(${w.userId}::uuid, ${w.bookId}::uuid, ${w.format}::text, ${w.fileIndex}::integer, ${w.locator}::text,
          ${w.percentage}::double precision, ${w.finished}::boolean, ${w.clientUpdatedAt}::timestamptz, ${w.deviceId}::text)`,
    );
    const result = await this.db.execute(sql`
      INSERT INTO reading_progress AS rp
        (user_id, book_id, format, file_index, locator, percentage, finished, client_updated_at, updated_at, device_id)
      SELECT v.user_id, books.id, v.format, v.file_index, v.locator, v.percentage, v.finished, v.client_updated_at, now(), v.device_id
      FROM (VALUES ${sql.join(values, sql`, `)})
        AS v (user_id, book_id, format, file_index, locator, percentage, finished, client_updated_at, device_id)
      JOIN books ON books.id = v.book_id
      ON CONFLICT (user_id, book_id) DO UPDATE SET
        format = excluded.format, file_index = excluded.file_index, locator = excluded.locator,
        percentage = excluded.percentage, finished = excluded.finished,
        client_updated_at = excluded.client_updated_at, updated_at = excluded.updated_at, device_id = excluded.device_id
      WHERE rp.client_updated_at <= excluded.client_updated_at
      RETURNING user_id AS "userId", book_id AS "bookId", format, file_index AS "fileIndex", locator, percentage, finished,
        client_updated_at AS "clientUpdatedAt", updated_at AS "updatedAt", device_id AS "deviceId"`);
    // Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`, timestamps as Dates;
    // the aliases give the rows Drizzle's shape, so one presenter serves both paths.
    return (result as unknown as { rows: ReadingProgressRow[] }).rows;
  }
}
