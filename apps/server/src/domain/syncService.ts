import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { SyncChange, SyncKind, SyncPullResponse, SyncPushResponse, SyncPushResult, SyncRecord, SyncUsage } from '../contracts';
import type { AppContext } from '../context';
import type { Tx } from '../db/openDatabase';
import { syncAccounts, syncRecords } from '../db/schema';
import { ApiError } from '../http/errors';
import { deleteDrawImageRows, removeStoredDrawImages } from './drawImageRows';
import { SYNC_CHANGES_PER_PUSH, SYNC_RECORD_BYTES } from '../../../../packages/core/src/contracts/sync';

type RecordRow = typeof syncRecords.$inferSelect;

/** A record's kinds of children: deleting a conversation deletes its messages. */
const CHILD_KINDS: Partial<Record<SyncKind, SyncKind>> = { conversation: 'message' };

const keyOf = (record: { kind: string; id: string }) => `${record.kind}\u0001${record.id}`;

const toRecord = (row: RecordRow): SyncRecord => ({
  kind: row.kind,
  id: row.id,
  parent_id: row.parentId,
  updated_at: row.updatedAt,
  data: row.data ?? null,
});

const toChange = (row: RecordRow): SyncChange => ({ ...toRecord(row), seq: row.seq });

/** Takes the account's row lock: its writes queue here, so seq order is commit order. */
export async function lockAccount(tx: Tx, userId: string) {
  await tx.insert(syncAccounts).values({ userId }).onConflictDoNothing();
  const [account] = await tx.select().from(syncAccounts).where(eq(syncAccounts.userId, userId)).for('update');
  if (!account) throw new ApiError(401, 'UNAUTHORIZED', 'Unknown user');
  return account;
}

/**
 * Deletes the live children of deleted records as of the parent's deletion time, each with its own
 * new seq; returns the seq reached and the bytes freed.
 */
async function cascadeDeletions(tx: Tx, userId: string, parents: SyncRecord[], seq: number) {
  let freed = 0;
  for (const parent of parents) {
    const childKind = CHILD_KINDS[parent.kind];
    if (!childKind) continue;
    const base = seq;
    const result = (await tx.execute(sql`
      WITH doomed AS (
        SELECT kind, id, size, row_number() OVER (ORDER BY id) AS n
        FROM sync_records
        WHERE user_id = ${userId} AND kind = ${childKind} AND parent_id = ${parent.id}
          AND data IS NOT NULL AND updated_at < ${parent.updated_at}
      )
      UPDATE sync_records AS r
      SET data = NULL, size = 0, updated_at = ${parent.updated_at}, seq = ${base} + doomed.n
      FROM doomed
      WHERE r.user_id = ${userId} AND r.kind = doomed.kind AND r.id = doomed.id
      RETURNING doomed.size AS freed`)) as unknown as { rows: Array<{ freed: string | number }> };
    for (const row of result.rows) freed += Number(row.freed);
    seq = base + result.rows.length;
  }
  return { seq, freed };
}

/** The limits a push is held to; the route refuses what is over them before any work. */
export const SYNC_LIMITS = {
  // The rows a device sends at once are capped in the contract (PGlite's COMMIT limit, see there).
  changesPerPush: SYNC_CHANGES_PER_PUSH,
  recordBytes: SYNC_RECORD_BYTES,
  pageSize: 500,
  maxPageSize: 1000,
} as const;

/** A pushed change with its JSON size worked out by the route. */
export interface IncomingChange extends SyncRecord {
  size: number;
}

/**
 * Keeps each change whose `updated_at` is newer than the server's version of that record and
 * answers every other one with the version that won, so the device can adopt it. Deleting a
 * conversation deletes its older messages. A push that would take the account past its quota is
 * refused as a whole (413 SYNC_QUOTA_EXCEEDED) unless it frees space. Deleting a draw task
 * deletes the image kept for it: the row with the push, the bytes once it has committed (a
 * failure there goes to `onCleanupError`).
 */
export async function pushChanges(
  ctx: AppContext,
  userId: string,
  changes: IncomingChange[],
  onCleanupError: (error: unknown) => void = () => {},
): Promise<SyncPushResponse> {
  const quota = ctx.config.syncQuotaBytes;
  const { response, imageKeys } = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const keys = [...new Map(changes.map((c) => [keyOf(c), c])).values()];
    const existing =
      keys.length === 0
        ? []
        : await tx
            .select()
            .from(syncRecords)
            .where(
              and(
                eq(syncRecords.userId, userId),
                sql`(${syncRecords.kind}, ${syncRecords.id}) IN (${sql.join(keys.map((k) => sql`(${k.kind}, ${k.id})`), sql`, `)})`,
              ),
            );
    const current = new Map(existing.map((row) => [keyOf(row), row]));
    const writes = new Map<string, RecordRow>();
    const deletedParents: SyncRecord[] = [];
    const results: SyncPushResult[] = [];
    let seq = account.lastSeq;
    let used = account.usedBytes;
    for (const change of changes) {
      const key = keyOf(change);
      const have = writes.get(key) ?? current.get(key);
      if (have && have.updatedAt >= change.updated_at) {
        results.push({ kind: change.kind, id: change.id, applied: false, current: toRecord(have) });
        continue;
      }
      const size = change.data === null ? 0 : change.size;
      used += size - (have?.size ?? 0);
      writes.set(key, { userId, kind: change.kind, id: change.id, parentId: change.parent_id, updatedAt: change.updated_at, data: change.data, size, seq: ++seq });
      if (change.data === null) deletedParents.push(change);
      results.push({ kind: change.kind, id: change.id, applied: true });
    }
    if (used > quota && used > account.usedBytes) {
      throw new ApiError(413, 'SYNC_QUOTA_EXCEEDED', 'The account has no room for these changes', { used_bytes: account.usedBytes, quota_bytes: quota });
    }
    if (writes.size > 0) {
      await tx
        .insert(syncRecords)
        .values([...writes.values()])
        .onConflictDoUpdate({
          target: [syncRecords.userId, syncRecords.kind, syncRecords.id],
          set: {
            parentId: sql`excluded.parent_id`,
            updatedAt: sql`excluded.updated_at`,
            data: sql`excluded.data`,
            size: sql`excluded.size`,
            seq: sql`excluded.seq`,
          },
        });
    }
    const cascaded = await cascadeDeletions(tx, userId, deletedParents, seq);
    seq = cascaded.seq;
    used -= cascaded.freed;
    if (seq !== account.lastSeq) {
      await tx.update(syncAccounts).set({ lastSeq: seq, usedBytes: used }).where(eq(syncAccounts.userId, userId));
    }
    const deletedDrawings = deletedParents.filter((change) => change.kind === 'draw_task').map((change) => change.id);
    return { response: { results, cursor: seq }, imageKeys: await deleteDrawImageRows(tx, userId, deletedDrawings) };
  });
  await removeStoredDrawImages(ctx, imageKeys, onCleanupError);
  return response;
}

/** The account's changes after `since`, oldest first, one page at a time. */
export async function pullChanges(ctx: AppContext, userId: string, since: number, limit: number): Promise<SyncPullResponse> {
  const [account] = await ctx.db.select({ lastSeq: syncAccounts.lastSeq }).from(syncAccounts).where(eq(syncAccounts.userId, userId));
  const last = account?.lastSeq ?? 0;
  // A cursor from before a reset of the server's data would wait forever for seqs it already has.
  if (since > last) return { changes: [], cursor: 0, more: false, reset: true };
  const rows = await ctx.db
    .select()
    .from(syncRecords)
    .where(and(eq(syncRecords.userId, userId), gt(syncRecords.seq, since)))
    .orderBy(asc(syncRecords.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { changes: page.map(toChange), cursor: page.at(-1)?.seq ?? since, more: rows.length > limit, reset: false };
}

export async function syncUsage(ctx: AppContext, userId: string): Promise<SyncUsage> {
  const [account] = await ctx.db.select({ usedBytes: syncAccounts.usedBytes }).from(syncAccounts).where(eq(syncAccounts.userId, userId));
  const [live] = await ctx.db
    .select({ records: count() })
    .from(syncRecords)
    .where(and(eq(syncRecords.userId, userId), isNotNull(syncRecords.data)));
  return { used_bytes: account?.usedBytes ?? 0, quota_bytes: ctx.config.syncQuotaBytes, records: live?.records ?? 0 };
}

/**
 * Deletes all of the account's synced data. Each record becomes a deletion newer than any version
 * seen (the server's clock, or one past the record's own time), so every device drops it too.
 * The kept drawing images go as well, their bytes once the deletion has committed.
 */
export async function deleteAllRecords(ctx: AppContext, userId: string, onCleanupError: (error: unknown) => void = () => {}): Promise<{ cursor: number }> {
  const now = ctx.clock();
  const { cursor, imageKeys } = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const result = (await tx.execute(sql`
      WITH doomed AS (
        SELECT kind, id, row_number() OVER (ORDER BY seq) AS n
        FROM sync_records
        WHERE user_id = ${userId} AND data IS NOT NULL
      )
      UPDATE sync_records AS r
      SET data = NULL, size = 0, updated_at = GREATEST(r.updated_at + 1, ${now}), seq = ${account.lastSeq} + doomed.n
      FROM doomed
      WHERE r.user_id = ${userId} AND r.kind = doomed.kind AND r.id = doomed.id
      RETURNING r.seq`)) as unknown as { rows: unknown[] };
    const cursor = account.lastSeq + result.rows.length;
    await tx.update(syncAccounts).set({ lastSeq: cursor, usedBytes: 0 }).where(eq(syncAccounts.userId, userId));
    return { cursor, imageKeys: await deleteDrawImageRows(tx, userId, 'all') };
  });
  await removeStoredDrawImages(ctx, imageKeys, onCleanupError);
  return { cursor };
}
