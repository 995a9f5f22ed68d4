import { and, eq, sql } from 'drizzle-orm';
import type { DrawImageResponse } from '../contracts';
import type { AppContext } from '../context';
import { type DrawImageRow, drawImages, syncRecords } from '../db/schema';
import { ApiError } from '../http/errors';
import { newId } from '../infra/newId';
import type { StagedFile } from '../infra/stagedFile';
import { drawImagePrefix } from './drawImageRows';
import { lockAccount } from './syncService';

/** A kept image's name: a random UUID and its type's extension (what GET /api/draw/images/:name takes). */
export const DRAW_IMAGE_NAME = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|gif|webp)$';

export const DRAW_IMAGE_EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

export function presentDrawImage(row: DrawImageRow): DrawImageResponse {
  return { url: `/api/draw/images/${row.name}`, name: row.name, size: row.sizeBytes, type: row.contentType };
}

export function drawImageQuotaExceeded(quotaBytes: number, usedBytes: number): ApiError {
  const msg = `Kept drawings may take ${quotaBytes} bytes; ${usedBytes} are in use`;
  return new ApiError(413, 'DRAW_IMAGE_QUOTA_EXCEEDED', msg, { quota_bytes: quotaBytes, used_bytes: usedBytes });
}

/** What a new image may take: the bounds of the account's DRAW_IMAGE_QUOTA_BYTES, as they were when it began. */
export interface DrawImageRoom {
  /** DRAW_IMAGE_MAX_BYTES or the space left, whichever is smaller: where reading stops. */
  limit: number;
  quota: number;
  used: number;
}

/** The room for one more image; 413 DRAW_IMAGE_QUOTA_EXCEEDED when the account has none left. */
export async function drawImageRoom(ctx: AppContext, userId: string): Promise<DrawImageRoom> {
  const quota = ctx.config.drawImageQuotaBytes;
  const used = await drawImageUsage(ctx, userId);
  if (used >= quota) throw drawImageQuotaExceeded(quota, used);
  return { limit: Math.min(ctx.config.drawImageMaxBytes, quota - used), quota, used };
}

/** An image past `room.limit`: over the quota when the space left was the smaller bound, else simply too large. */
export function drawImageTooLarge(ctx: AppContext, room: DrawImageRoom): ApiError {
  if (room.limit < ctx.config.drawImageMaxBytes) return drawImageQuotaExceeded(room.quota, room.used);
  return new ApiError(413, 'PAYLOAD_TOO_LARGE', `A drawing's image may not exceed ${room.limit} bytes`, { max_bytes: room.limit });
}

/** The image already kept for this draw record, if any. */
export async function findKeptImage(ctx: AppContext, userId: string, recordId: string): Promise<DrawImageRow | null> {
  const [row] = await ctx.db
    .select()
    .from(drawImages)
    .where(and(eq(drawImages.userId, userId), eq(drawImages.recordId, recordId)));
  return row ?? null;
}

/** Bytes of the account's kept images. */
export async function drawImageUsage(ctx: AppContext, userId: string, db: Pick<AppContext['db'], 'select'> = ctx.db): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | number>`coalesce(sum(${drawImages.sizeBytes}), 0)` })
    .from(drawImages)
    .where(eq(drawImages.userId, userId));
  return Number(row?.used ?? 0);
}

export interface NewDrawImage {
  recordId: string;
  /** The midjourney-proxy task it came from; null for bytes the client sent (DALL·E, an archive). */
  taskId: string | null;
  staged: StagedFile;
  mime: string;
}

/**
 * Moves a downloaded or sent image into Storage and records it. The row is written under the account's
 * sync lock (the one every push takes), so two keeps of one account cannot both take the last
 * bytes of DRAW_IMAGE_QUOTA_BYTES, and a keep cannot slip in after its draw record was deleted.
 * A keep that loses (a concurrent keep of the same record, a deleted record, no room) takes its
 * bytes out of Storage again; a concurrent keep of the same record answers the one that won.
 * A crash between the put and the commit leaves bytes no row names: `sweepStrayDrawImages` takes them.
 */
export async function keepDrawImage(ctx: AppContext, userId: string, image: NewDrawImage): Promise<{ row: DrawImageRow; created: boolean }> {
  const ext = DRAW_IMAGE_EXT[image.mime];
  if (!ext) throw new ApiError(415, 'UNSUPPORTED_FORMAT', 'Kept images are png, jpeg, gif or webp');
  const name = `${newId()}.${ext}`;
  const storageKey = `${drawImagePrefix(userId)}/${name}`;
  await ctx.storage.putFile(storageKey, image.staged.path);
  let created = false;
  try {
    const result = await ctx.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const [existing] = await tx
        .select()
        .from(drawImages)
        .where(and(eq(drawImages.userId, userId), eq(drawImages.recordId, image.recordId)));
      if (existing) return { row: existing, created: false };
      const [record] = await tx
        .select({ deleted: sql<boolean>`${syncRecords.data} IS NULL` })
        .from(syncRecords)
        .where(and(eq(syncRecords.userId, userId), eq(syncRecords.kind, 'draw_task'), eq(syncRecords.id, image.recordId)));
      if (record?.deleted) throw new ApiError(404, 'NOT_FOUND', 'This drawing was deleted');
      const quota = ctx.config.drawImageQuotaBytes;
      const used = await drawImageUsage(ctx, userId, tx);
      if (used + image.staged.size > quota) throw drawImageQuotaExceeded(quota, used);
      const [row] = await tx
        .insert(drawImages)
        .values({ name, userId, recordId: image.recordId, taskId: image.taskId, storageKey, contentType: image.mime, sizeBytes: image.staged.size })
        .returning();
      return { row: row!, created: true };
    });
    created = result.created;
    return result;
  } finally {
    // Not recorded: nothing may stay in Storage that no row accounts for.
    if (!created) await ctx.storage.delete(storageKey).catch(() => undefined);
  }
}

/**
 * A kept image by its name. The name (a random UUID, handed only to its owner's devices through
 * their synced drawings) is the capability, as a chat attachment's is: an `<img src>` sends no
 * bearer token. A deleted drawing's image is gone with it.
 */
export async function openDrawImage(ctx: AppContext, name: string): Promise<DrawImageRow> {
  const [row] = await ctx.db.select().from(drawImages).where(eq(drawImages.name, name));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such image');
  return row;
}
