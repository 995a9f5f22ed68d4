import { SYNC_CHANGES_PER_PUSH, SYNC_RECORD_BYTES, type SyncKind, type SyncRecord } from '../contracts/sync';
import type { SyncApi } from './createSyncApi';
import type { SyncCursorStore, SyncSource } from './types';

export interface SyncCycleDeps {
  api: SyncApi;
  sources: readonly SyncSource[];
  cursor: SyncCursorStore;
}

export interface SyncCycleResult {
  /** Changes still waiting for the server after this cycle. */
  pending: number;
  /** Records over `SYNC_RECORD_BYTES`, kept on this device only (`kind:id`). */
  tooLarge: string[];
  /** Changes from other devices written here. */
  received: number;
}

// One cycle sends at most this many batches; the rest go in the next cycle, so a device that keeps
// writing cannot hold the machine in one cycle.
const MAX_BATCHES = 50;
// The server's largest page: a new device pulling a large account makes half the round trips and
// transactions it did with 500.
const PAGE_SIZE = 1000;

const encoder = new TextEncoder();
const tooLargeToSend = (record: SyncRecord) => record.data !== null && encoder.encode(JSON.stringify(record.data)).length > SYNC_RECORD_BYTES;

function groupBySource(sources: readonly SyncSource[], records: readonly SyncRecord[]) {
  const owner = new Map<SyncKind, SyncSource>();
  for (const source of sources) for (const kind of source.kinds) owner.set(kind, source);
  const groups = new Map<SyncSource, SyncRecord[]>();
  for (const record of records) {
    const source = owner.get(record.kind);
    if (!source) continue;
    const group = groups.get(source);
    if (group) group.push(record);
    else groups.set(source, [record]);
  }
  return groups;
}

async function applyEach(sources: readonly SyncSource[], records: readonly SyncRecord[]) {
  for (const [source, group] of groupBySource(sources, records)) await source.applyRemote(group);
}

async function acknowledgeEach(sources: readonly SyncSource[], records: readonly SyncRecord[]) {
  for (const [source, group] of groupBySource(sources, records)) await source.acknowledge(group);
}

async function pull({ api, sources, cursor }: SyncCycleDeps): Promise<number> {
  let since = await cursor.get();
  let received = 0;
  let requeued = false;
  for (;;) {
    const page = await api.pull(since, PAGE_SIZE);
    if (page.reset) {
      // Once per cycle: a server that keeps answering `reset` is left to the next cycle.
      if (requeued) return received;
      requeued = true;
      for (const source of sources) await source.requeueAll();
      since = 0;
      await cursor.set(0);
      continue;
    }
    await applyEach(sources, page.changes);
    received += page.changes.length;
    since = page.cursor;
    await cursor.set(since);
    if (!page.more) return received;
  }
}

async function readBatch(sources: readonly SyncSource[]) {
  const all = (await Promise.all(sources.map((s) => s.readOutbox(SYNC_CHANGES_PER_PUSH)))).flat();
  return all.sort((a, b) => a.updated_at - b.updated_at).slice(0, SYNC_CHANGES_PER_PUSH);
}

async function push({ api, sources }: SyncCycleDeps, tooLarge: string[]) {
  for (let n = 0; n < MAX_BATCHES; n++) {
    const batch = await readBatch(sources);
    if (batch.length === 0) return;
    const oversize = batch.filter(tooLargeToSend);
    const sendable = batch.filter((record) => !tooLargeToSend(record));
    if (oversize.length > 0) {
      tooLarge.push(...oversize.map((r) => `${r.kind}:${r.id}`));
      await acknowledgeEach(sources, oversize);
    }
    if (sendable.length > 0) {
      const { results } = await api.push(sendable);
      // Someone else's newer version replaces ours here, as it already has on the server.
      await applyEach(sources, results.flatMap((r) => (r.applied ? [] : [r.current])));
      await acknowledgeEach(sources, sendable);
    }
    if (batch.length < SYNC_CHANGES_PER_PUSH) return;
  }
}

/**
 * One round of account sync: take in what other devices changed since the cursor, then send this
 * device's outbox in batches the server accepts. Throws the API's error (offline, quota, signed
 * out); what was done before it stays done, and the next cycle carries on from there.
 */
export async function runSyncCycle(deps: SyncCycleDeps): Promise<SyncCycleResult> {
  const received = await pull(deps);
  const tooLarge: string[] = [];
  await push(deps, tooLarge);
  const counts = await Promise.all(deps.sources.map((s) => s.countOutbox()));
  return { pending: counts.reduce((a, b) => a + b, 0), tooLarge, received };
}
