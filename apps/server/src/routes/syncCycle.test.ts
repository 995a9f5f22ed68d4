import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_CHANGES_PER_PUSH, SYNC_RECORD_BYTES, type SyncKind, type SyncRecord } from '../../../../packages/core/src/contracts/sync';
import type { SyncApi } from '../../../../packages/core/src/sync/createSyncApi';
import { runSyncCycle } from '../../../../packages/core/src/sync/runSyncCycle';
import type { SyncSource } from '../../../../packages/core/src/sync/types';
import { ApiRequestError } from '../../../../packages/core/src/errors/AtelierError';
import { syncAccounts, syncRecords } from '../db/schema';
import { createClient, signUp, type ApiClient } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

// Issue 19: the device side of account sync (core's runSyncCycle) against the real server, two
// devices of one account, each with an in-memory source that keeps versions and an outbox as the
// IndexedDB stores do.

let server: TestServer;
let call: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ config: { syncQuotaBytes: 4 * 1024 ** 2 } });
  call = createClient(server.url);
}, 60_000);
afterAll(() => server.close());

const keyOf = (r: { kind: string; id: string }) => `${r.kind}:${r.id}`;

function memorySource(kinds: readonly SyncKind[]) {
  const records = new Map<string, SyncRecord>();
  const versions = new Map<string, number>();
  const outbox = new Map<string, SyncRecord>();
  const source: SyncSource = {
    kinds,
    readOutbox: async (limit) => [...outbox.values()].sort((a, b) => a.updated_at - b.updated_at).slice(0, limit),
    countOutbox: async () => outbox.size,
    async acknowledge(sent) {
      for (const r of sent) if (outbox.get(keyOf(r))?.updated_at === r.updated_at) outbox.delete(keyOf(r));
    },
    async applyRemote(incoming) {
      for (const r of incoming) {
        if ((versions.get(keyOf(r)) ?? -1) >= r.updated_at) continue;
        versions.set(keyOf(r), r.updated_at);
        outbox.delete(keyOf(r));
        if (r.data === null) records.delete(keyOf(r));
        else records.set(keyOf(r), r);
      }
    },
    async requeueAll() {
      for (const [key, r] of records) outbox.set(key, r);
    },
  };
  const write = (r: SyncRecord) => {
    versions.set(keyOf(r), r.updated_at);
    outbox.set(keyOf(r), r);
    if (r.data === null) records.delete(keyOf(r));
    else records.set(keyOf(r), r);
  };
  return { source, records, outbox, write };
}

function apiFor(token: string): SyncApi {
  const ok = async <T>(response: Promise<{ status: number; body: T & { code?: string; msg?: string } }>) => {
    const { status, body } = await response;
    if (status >= 400) throw new ApiRequestError(body.code ?? 'HTTP_ERROR', body.msg ?? '', status);
    return body;
  };
  return {
    pull: (since, limit) => ok(call('GET', `/api/sync/changes?since=${since}${limit ? `&limit=${limit}` : ''}`, { token })),
    push: (changes) => ok(call('POST', '/api/sync/changes', { token, json: { changes } })),
    usage: () => ok(call('GET', '/api/sync/usage', { token })),
    deleteAll: async () => void (await ok(call('DELETE', '/api/sync/records', { token }))),
  };
}

async function account(name: string) {
  const login = await signUp(call, name);
  const token = login.access_token;
  const device = () => {
    const chat = memorySource(['conversation', 'message']);
    let cursor = 0;
    const cycle = () => runSyncCycle({ api: apiFor(token), sources: [chat.source], cursor: { get: async () => cursor, set: async (c) => void (cursor = c) } });
    return { ...chat, cycle };
  };
  return { token, device, userId: login.user.id };
}

const conversation = (id: string, title: string, at: number): SyncRecord => ({ kind: 'conversation', id, parent_id: null, updated_at: at, data: { id, title } });
const message = (id: string, conversationId: string, content: string, at: number): SyncRecord => ({
  kind: 'message',
  id,
  parent_id: conversationId,
  updated_at: at,
  data: { id, conversationId, content },
});

describe('runSyncCycle with the real server', () => {
  it('sends a long outbox in batches the server takes and brings all of it to a second device', async () => {
    const { device } = await account('cycle-batches');
    const laptop = device();
    const phone = device();
    laptop.write(conversation('c1', 'Trip', 1));
    const count = SYNC_CHANGES_PER_PUSH * 2 + 50;
    for (let i = 0; i < count; i++) laptop.write(message(`m${i}`, 'c1', `line ${i}`, 2 + i));

    expect(await laptop.cycle()).toEqual({ pending: 0, tooLarge: [], received: 0 });
    expect(laptop.outbox.size).toBe(0);

    const result = await phone.cycle();
    expect(result.received).toBe(count + 1);
    expect(phone.records.get('conversation:c1')?.data).toEqual({ id: 'c1', title: 'Trip' });
    expect(phone.records.get(`message:m${count - 1}`)?.data).toMatchObject({ content: `line ${count - 1}` });
    expect(phone.outbox.size).toBe(0);
  });

  it('keeps the newer edit on both devices whichever syncs first', async () => {
    const { device } = await account('cycle-conflict');
    const laptop = device();
    const phone = device();
    laptop.write(conversation('c1', 'Draft', 10));
    await laptop.cycle();
    await phone.cycle();

    laptop.write(conversation('c1', 'Laptop title', 20));
    phone.write(conversation('c1', 'Phone title', 30));
    await laptop.cycle();
    await phone.cycle(); // pulls the laptop's older title and keeps its own, then sends it
    await laptop.cycle();
    expect(laptop.records.get('conversation:c1')?.data).toMatchObject({ title: 'Phone title' });
    expect(phone.records.get('conversation:c1')?.data).toMatchObject({ title: 'Phone title' });

    // An edit made offline but older than what the server has gives way to the server's.
    laptop.write(conversation('c1', 'Old offline edit', 25));
    await laptop.cycle();
    expect(laptop.records.get('conversation:c1')?.data).toMatchObject({ title: 'Phone title' });
    expect(laptop.outbox.size).toBe(0);
  });

  it('deletes a conversation’s messages on the other device with it', async () => {
    const { device } = await account('cycle-delete');
    const laptop = device();
    const phone = device();
    laptop.write(conversation('c1', 'Gone soon', 1));
    laptop.write(message('m1', 'c1', 'hello', 2));
    laptop.write(conversation('c2', 'Stays', 3));
    await laptop.cycle();
    await phone.cycle();
    expect(phone.records.has('message:m1')).toBe(true);

    laptop.write({ ...conversation('c1', '', 10), data: null });
    await laptop.cycle();
    await phone.cycle();
    expect([...phone.records.keys()]).toEqual(['conversation:c2']);
  });

  it('keeps a record over the size limit on its device, says so, and sends the rest', async () => {
    const { device } = await account('cycle-large');
    const laptop = device();
    const phone = device();
    laptop.write(conversation('c1', 'Pictures', 1));
    laptop.write(message('big', 'c1', 'x'.repeat(SYNC_RECORD_BYTES + 1), 2));
    laptop.write(message('small', 'c1', 'fits', 3));

    const result = await laptop.cycle();
    expect(result).toMatchObject({ pending: 0, tooLarge: ['message:big'] });
    expect(laptop.records.has('message:big')).toBe(true);
    await phone.cycle();
    expect([...phone.records.keys()].sort()).toEqual(['conversation:c1', 'message:small']);
  });

  it('gives its copy back when the server lost its data (restored from an older backup)', async () => {
    const { device, userId } = await account('cycle-reset');
    const laptop = device();
    laptop.write(conversation('c1', 'Mine', 1));
    await laptop.cycle();
    await laptop.cycle(); // the next pull takes its own change back: its cursor is past it now
    // What a restore from before this account synced leaves: no records, a cursor back at 0.
    await server.app.ctx.db.delete(syncRecords).where(eq(syncRecords.userId, userId));
    await server.app.ctx.db.delete(syncAccounts).where(eq(syncAccounts.userId, userId));

    expect(await laptop.cycle()).toMatchObject({ pending: 0 });
    const phone = device();
    await phone.cycle();
    expect(phone.records.get('conversation:c1')?.data).toEqual({ id: 'c1', title: 'Mine' });
  });

  it('stops at a full quota with the server’s code and leaves the outbox to try later', async () => {
    const { device } = await account('cycle-quota');
    const laptop = device();
    laptop.write(conversation('c1', 'Big', 1));
    for (let i = 0; i < 3; i++) laptop.write(message(`m${i}`, 'c1', 'y'.repeat(2 * 1024 ** 2 - 100), 2 + i));

    await expect(laptop.cycle()).rejects.toMatchObject({ code: 'SYNC_QUOTA_EXCEEDED', status: 413 });
    expect(laptop.outbox.size).toBe(4);
  });
});
