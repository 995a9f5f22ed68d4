// Account data sync, server side (issue 19): a new device pulling an account of 1,000 conversations
// and 10,000 messages from cursor 0, and one message written while they exist. Prints figures only
// (see scripts/bench.mjs). Goals: the pull under 3 s, one write under 20 ms. The device's own work
// (writing what it pulls into IndexedDB) is not part of these figures.
import type { Figure } from '../../../scripts/bench/benchReport.mjs';
import type { SyncPullResponse, SyncRecord } from '../src/contracts';
import { createClient, signUp } from '../src/testing/http';
import { startTestServer } from '../src/testing/testServer';

const CONVERSATIONS = 1_000;
const MESSAGES_PER_CONVERSATION = 10;
const WRITES = Number(process.env['BENCH_SAMPLES'] ?? 100);
// A reply of a few sentences, about the median of real chats.
const TEXT = 'The quick brown fox jumps over the lazy dog; 敏捷的棕色狐狸跳过了懒狗。'.repeat(8);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;

/** An account of CONVERSATIONS conversations with MESSAGES_PER_CONVERSATION messages each (also seeded by the demo's device bench). */
export function account(): SyncRecord[] {
  const records: SyncRecord[] = [];
  let at = Date.UTC(2026, 0, 1);
  for (let c = 0; c < CONVERSATIONS; c += 1) {
    const id = `conv-${c}`;
    records.push({ kind: 'conversation', id, parent_id: null, updated_at: at, data: { id, title: `Conversation ${c}`, titleEdited: false, createdAt: at, updatedAt: at, leafId: null, settings: {} } });
    let parentId: string | null = null;
    for (let m = 0; m < MESSAGES_PER_CONVERSATION; m += 1) {
      const mid = `${id}-m${m}`;
      at += 1;
      records.push({
        kind: 'message',
        id: mid,
        parent_id: id,
        updated_at: at,
        data: { id: mid, conversationId: id, parentId, role: m % 2 ? 'assistant' : 'user', content: TEXT, status: 'done', createdAt: at },
      });
      parentId = mid;
    }
  }
  return records;
}

export async function run(): Promise<Figure[]> {
  const server = await startTestServer();
  try {
    const call = createClient(server.url);
    const { access_token: token } = await signUp(call, 'bench-syncer');
    const records = account();
    const pushes: number[] = [];
    for (let i = 0; i < records.length; i += 200) {
      const started = performance.now();
      const res = await call('POST', '/api/sync/changes', { token, json: { changes: records.slice(i, i + 200) } });
      if (res.status !== 200) throw new Error(`push: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      pushes.push(performance.now() - started);
    }

    const pullAll = async (limit: number) => {
      const started = performance.now();
      let cursor = 0;
      let received = 0;
      for (;;) {
        const page = await call<SyncPullResponse>('GET', `/api/sync/changes?since=${cursor}&limit=${limit}`, { token });
        received += page.body.changes.length;
        cursor = page.body.cursor;
        if (!page.body.more) break;
      }
      if (received !== records.length) throw new Error(`pulled ${received} of ${records.length}`);
      return performance.now() - started;
    };
    await pullAll(1000); // warm-up: JIT, caches, keep-alive
    const pulls = [await pullAll(1000), await pullAll(1000), await pullAll(1000)];

    const writes: number[] = [];
    for (let i = 0; i < WRITES; i += 1) {
      const conversationId = `conv-${i % CONVERSATIONS}`;
      const id = `${conversationId}-new${i}`;
      const at = Date.UTC(2026, 6, 1) + i;
      const change: SyncRecord = {
        kind: 'message',
        id,
        parent_id: conversationId,
        updated_at: at,
        data: { id, conversationId, parentId: `${conversationId}-m9`, role: 'user', content: TEXT, status: 'done', createdAt: at },
      };
      const started = performance.now();
      const res = await call('POST', '/api/sync/changes', { token, json: { changes: [change] } });
      if (res.status !== 200) throw new Error(`write: HTTP ${res.status}`);
      writes.push(performance.now() - started);
    }

    return [
      { name: `sync: push of 200 records, median (${records.length} seeded)`, value: median(pushes), unit: 'ms' },
      // Issue 19's goals: the pull under 3 s, the cost of one write (its median) under 20 ms.
      {
        name: `sync: first pull of ${CONVERSATIONS} conversations + ${CONVERSATIONS * MESSAGES_PER_CONVERSATION} messages, median of 3`,
        value: median(pulls) / 1000,
        unit: 's',
        goal: { op: '<', value: 3 },
      },
      { name: `sync: one message write among ${CONVERSATIONS} conversations p50`, value: median(writes), unit: 'ms', goal: { op: '<', value: 20 } },
      { name: `sync: one message write among ${CONVERSATIONS} conversations p99`, value: p99(writes), unit: 'ms' },
    ];
  } finally {
    await server.close();
  }
}
