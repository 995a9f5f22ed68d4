import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { drawImages } from '../db/schema';
import { DRAW_IMAGE_NAME } from './drawImageService';

/**
 * Bytes younger than this may belong to a keep between its put into Storage and its row's commit
 * (a moment, or a wait for the account's sync lock); older ones without a row never get one.
 */
export const STRAY_DRAW_IMAGE_AGE_MS = 3_600_000;

const BATCH = 500;
/** `draw-images/<user uuid>/<name>`: the only keys a keep makes. Anything else is left alone. */
const KEPT_KEY = new RegExp(`^draw-images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/${DRAW_IMAGE_NAME.slice(1)}`);

/**
 * Deletes kept-image bytes that no `draw_images` row accounts for and that are older than
 * STRAY_DRAW_IMAGE_AGE_MS by the app's clock: what a crash between storing the bytes and
 * committing the row leaves behind. A deletion that fails goes to `onError` and is tried again by
 * the next sweep. Answers how many were deleted.
 */
export async function sweepStrayDrawImages(ctx: AppContext, onError: (error: unknown) => void): Promise<number> {
  const cutoff = ctx.clock() - STRAY_DRAW_IMAGE_AGE_MS;
  let deleted = 0;
  const removeUnrecorded = async (keys: string[]) => {
    if (keys.length === 0) return;
    const rows = await ctx.db.select({ key: drawImages.storageKey }).from(drawImages).where(inArray(drawImages.storageKey, keys));
    const recorded = new Set(rows.map((row) => row.key));
    for (const result of await Promise.allSettled(keys.filter((key) => !recorded.has(key)).map((key) => ctx.storage.delete(key)))) {
      if (result.status === 'fulfilled') deleted += 1;
      else onError(result.reason);
    }
  };
  let batch: string[] = [];
  for await (const object of ctx.storage.list('draw-images')) {
    if (!KEPT_KEY.test(object.key) || object.modifiedAt.getTime() >= cutoff) continue;
    batch.push(object.key);
    if (batch.length === BATCH) {
      await removeUnrecorded(batch);
      batch = [];
    }
  }
  await removeUnrecorded(batch);
  return deleted;
}
