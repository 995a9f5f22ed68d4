import 'fake-indexeddb/auto';
import type { SyncRecord } from '@atelier/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDrawStore, createSyncedDrawStore, type DrawStore, type DrawStoreChange, type SyncedDrawStore } from './createDrawStore';
import type { DrawRecord } from './types';

let n = 0;
const opened: DrawStore[] = [];
function synced(name = `synced-draw-${++n}`, now?: () => number) {
  const onOutbox = vi.fn();
  const store = createSyncedDrawStore({ name, onOutbox, ...(now ? { now } : {}) });
  opened.push(store);
  return { store, onOutbox };
}
afterEach(() => opened.splice(0).forEach((s) => s.close()));

const drawing = (id: string, over: Partial<DrawRecord> = {}): DrawRecord => ({
  id,
  listId: 'default',
  kind: 'imagine',
  label: `a cat ${id}`,
  createdAt: 10,
  updatedAt: 10,
  request: null,
  taskId: `t-${id}`,
  task: null,
  phase: 'polling',
  error: null,
  queueText: null,
  ...over,
});
const remote = (record: DrawRecord | string, at: number): SyncRecord =>
  typeof record === 'string'
    ? { kind: 'draw_task', id: record, parent_id: null, updated_at: at, data: null }
    : { kind: 'draw_task', id: record.id, parent_id: null, updated_at: at, data: { ...record } };
const outboxOf = async (store: SyncedDrawStore) => (await store.source.readOutbox(100)).map((r) => [r.id, r.data === null ? 'deleted' : r.data['phase']]);

describe('createSyncedDrawStore', () => {
  it('puts every record written or removed in the outbox with it, and tells its sync after each', async () => {
    let clock = 100;
    const { store, onOutbox } = synced(undefined, () => clock);
    await store.put(drawing('a'));
    await store.put(drawing('a', { phase: 'succeeded' }));
    await store.put(drawing('b'));
    expect(onOutbox).toHaveBeenCalledTimes(3);
    expect(await outboxOf(store)).toEqual([
      ['a', 'succeeded'],
      ['b', 'polling'],
    ]);
    // The same millisecond still gives each version its own stamp.
    expect((await store.source.readOutbox(10)).map((r) => r.updated_at)).toEqual([101, 102]);

    clock = 200;
    await store.saveImage('a', new Blob(['png']));
    await store.remove('a');
    expect(await outboxOf(store)).toEqual([
      ['b', 'polling'],
      ['a', 'deleted'],
    ]);
    expect(await store.getImage('a')).toBeNull();
  });

  it('keeps no outbox as the plain store, and reads that store’s records after the upgrade', async () => {
    const name = `plain-draw-${++n}`;
    const plain = createDrawStore({ name });
    await plain.put(drawing('old'));
    plain.close();
    const { store } = synced(name);
    expect(await store.source.countOutbox()).toBe(0);
    expect((await store.list()).map((r) => r.id)).toEqual(['old']);
  });

  it('takes a newer version from another device, never an older one, and tells the widgets which', async () => {
    const clock = 500;
    const { store } = synced(undefined, () => clock);
    await store.put(drawing('mine', { label: 'mine, newer' }));
    const changes: DrawStoreChange[] = [];
    store.subscribe((change) => changes.push(change));

    await store.source.applyRemote([
      remote(drawing('mine', { label: 'theirs, older' }), 400),
      remote(drawing('theirs', { phase: 'succeeded', keptImage: '/api/draw/images/x.png', createdAt: 20 }), 450),
    ]);

    expect((await store.list()).map((r) => [r.id, r.label, r.keptImage ?? null])).toEqual([
      ['theirs', 'a cat theirs', '/api/draw/images/x.png'],
      ['mine', 'mine, newer', null],
    ]);
    expect(changes).toEqual([{ ids: ['theirs'] }]);
    // What came from the server does not go back to it.
    expect(await outboxOf(store)).toEqual([['mine', 'polling']]);

    await store.source.applyRemote([remote('theirs', 600)]);
    expect(await store.get('theirs')).toBeNull();
    expect(changes.at(-1)).toEqual({ ids: ['theirs'] });
  });

  it('leaves out a record of the wrong shape from another device', async () => {
    const { store } = synced();
    const bad: SyncRecord[] = [
      { kind: 'draw_task', id: 'p', parent_id: null, updated_at: 5, data: { ...drawing('p'), phase: 'exploded' } },
      { kind: 'draw_task', id: 'q', parent_id: null, updated_at: 5, data: { ...drawing('q'), createdAt: 'yesterday' } },
      { kind: 'draw_task', id: 'r', parent_id: null, updated_at: 5, data: { ...drawing('other-id') } },
      { kind: 'draw_task', id: 's', parent_id: null, updated_at: 5, data: { ...drawing('s'), task: 'not a task' } },
    ];
    await store.source.applyRemote(bad);
    expect(await store.list()).toEqual([]);
  });

  it('drops only the versions the server has, and gives everything back after a server reset', async () => {
    let clock = 100;
    const { store } = synced(undefined, () => clock);
    await store.put(drawing('a'));
    const sent = await store.source.readOutbox(10);
    clock = 300;
    await store.put(drawing('a', { phase: 'succeeded' }));
    await store.source.acknowledge(sent);
    expect(await outboxOf(store)).toEqual([['a', 'succeeded']]);
    await store.source.acknowledge(await store.source.readOutbox(10));
    expect(await store.source.countOutbox()).toBe(0);

    await store.source.requeueAll();
    expect(await store.source.readOutbox(10)).toEqual([expect.objectContaining({ id: 'a', updated_at: 300, data: expect.objectContaining({ phase: 'succeeded' }) })]);
  });
});
