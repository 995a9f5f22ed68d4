import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { chatAttachments } from '../db/schema';

/** A stored attachment's file name: a random UUID (the capability in its URL) and the type's extension. */
export const ATTACHMENT_NAME = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[a-z0-9]{1,5}$';
const NAME = new RegExp(ATTACHMENT_NAME);

/** First key of the advisory locks that serialise one quota's uploads (the second is the key's hash). */
const QUOTA_LOCK_CLASS = 72_418;
const BATCH = 500;

/** Files found on disk without a row (stored before the table existed, or left by a crash) count here. */
export const UNRECORDED_QUOTA_KEY = 'unrecorded';

export interface NewAttachment {
  name: string;
  ownerId: string | null;
  /** `user:<id>` or `ip:<address>`: whose quota the bytes count against. */
  quotaKey: string;
  sizeBytes: number;
}

export type AddResult = { ok: true; expiresAt: Date } | { ok: false; usedBytes: number };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Chat attachments: a row per file under `dir` (owner, size, age) for the per-uploader quota and
 * the expiry sweep. Time comes from `now`, so tests move the clock instead of waiting.
 */
export class AttachmentStore {
  constructor(
    private readonly db: Db,
    readonly dir: string,
    private readonly ttlMs: number,
    readonly now: () => number,
  ) {}

  private cutoff(): Date {
    return new Date(this.now() - this.ttlMs);
  }

  /** Bytes of the quota key's attachments that have not expired. */
  async usage(quotaKey: string, db: Db | Tx = this.db): Promise<number> {
    const [row] = await db
      .select({ used: sql<string | number>`coalesce(sum(${chatAttachments.sizeBytes}), 0)` })
      .from(chatAttachments)
      .where(and(eq(chatAttachments.quotaKey, quotaKey), gte(chatAttachments.createdAt, this.cutoff())));
    return Number(row?.used ?? 0);
  }

  /**
   * Records a new attachment when it fits in the quota. Uploads of one quota key are serialised
   * (advisory lock, so across server instances too): two at once cannot both take the last bytes.
   */
  async add(item: NewAttachment, quotaBytes: number): Promise<AddResult> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}::int, hashtext(${item.quotaKey}))`);
      const usedBytes = await this.usage(item.quotaKey, tx);
      if (usedBytes + item.sizeBytes > quotaBytes) return { ok: false, usedBytes };
      const createdAt = new Date(this.now());
      await tx.insert(chatAttachments).values({ ...item, createdAt });
      return { ok: true, expiresAt: new Date(createdAt.getTime() + this.ttlMs) };
    });
  }

  /** When an unexpired attachment will be deleted; null when there is none by that name. */
  async expiry(name: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ createdAt: chatAttachments.createdAt })
      .from(chatAttachments)
      .where(and(eq(chatAttachments.name, name), gte(chatAttachments.createdAt, this.cutoff())));
    return row ? new Date(row.createdAt.getTime() + this.ttlMs) : null;
  }

  /** Drops a row whose file never made it to disk. */
  async forget(name: string): Promise<void> {
    await this.db.delete(chatAttachments).where(eq(chatAttachments.name, name));
  }

  /**
   * Deletes expired attachments, rows first and then files, and deals with files that have no row:
   * older than the time to live they go, younger ones are recorded so they expire in turn.
   * Returns how many files were deleted.
   */
  async sweep(): Promise<number> {
    const cutoff = this.cutoff();
    let deleted = 0;
    for (;;) {
      const expired = this.db.select({ name: chatAttachments.name }).from(chatAttachments).where(lt(chatAttachments.createdAt, cutoff)).limit(BATCH);
      const rows = await this.db.delete(chatAttachments).where(inArray(chatAttachments.name, expired)).returning({ name: chatAttachments.name });
      await Promise.all(rows.map((row) => rm(path.join(this.dir, row.name), { force: true })));
      deleted += rows.length;
      if (rows.length < BATCH) break;
    }
    return deleted + (await this.sweepUnrecorded(cutoff));
  }

  private async sweepUnrecorded(cutoff: Date): Promise<number> {
    // A file is renamed into place only after its row is committed, so one listed here without a row has none.
    const names = (await readdir(this.dir)).filter((name) => NAME.test(name));
    let deleted = 0;
    for (let i = 0; i < names.length; i += BATCH) {
      const chunk = names.slice(i, i + BATCH);
      const known = new Set(
        (await this.db.select({ name: chatAttachments.name }).from(chatAttachments).where(inArray(chatAttachments.name, chunk))).map((row) => row.name),
      );
      for (const name of chunk.filter((n) => !known.has(n))) {
        const file = path.join(this.dir, name);
        const info = await stat(file).catch(() => null);
        if (!info) continue;
        if (info.mtime < cutoff) {
          await rm(file, { force: true });
          deleted += 1;
        } else {
          await this.db
            .insert(chatAttachments)
            .values({ name, ownerId: null, quotaKey: UNRECORDED_QUOTA_KEY, sizeBytes: info.size, createdAt: info.mtime })
            .onConflictDoNothing();
        }
      }
    }
    return deleted;
  }
}
