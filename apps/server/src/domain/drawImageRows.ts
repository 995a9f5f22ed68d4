import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/openDatabase';
import { drawImages } from '../db/schema';

/** Where an account's kept drawing images live in Storage; the prefix goes with the account. */
export const drawImagePrefix = (userId: string) => `draw-images/${userId}`;

/**
 * Deletes the rows of the images kept for these draw records (all of the account's with 'all'),
 * inside the caller's transaction; returns their storage keys for `removeStoredDrawImages` once it commits.
 */
export async function deleteDrawImageRows(tx: Tx, userId: string, recordIds: string[] | 'all'): Promise<string[]> {
  if (recordIds !== 'all' && recordIds.length === 0) return [];
  const where = recordIds === 'all' ? eq(drawImages.userId, userId) : and(eq(drawImages.userId, userId), inArray(drawImages.recordId, recordIds));
  const rows = await tx.delete(drawImages).where(where).returning({ key: drawImages.storageKey });
  return rows.map((row) => row.key);
}

/**
 * Deletes stored bytes after their rows are gone. A failure is the caller's to log: the rows are
 * already deleted, so the user sees the image gone either way, and an answer must not turn into a 500.
 */
export async function removeStoredDrawImages(ctx: AppContext, keys: string[], onError: (error: unknown) => void): Promise<void> {
  for (const result of await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)))) {
    if (result.status === 'rejected') onError(result.reason);
  }
}
