import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import type { DrawRecord, DrawStoreChange } from '@atelier/draw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccountDrawStore, createAccountDrawStore } from './createAccountDrawStore';

let n = 0;
const opened: AccountDrawStore[] = [];
function open(onOutbox = vi.fn()) {
  const store = createAccountDrawStore({ prefix: `demo-draw-${++n}-`, onOutbox });
  opened.push(store);
  return { store, onOutbox };
}
afterEach(() => opened.splice(0).forEach((s) => s.close()));
// jsdom's Blob does not survive fake-indexeddb's structured clone (a browser's does); Node's does.
beforeEach(() => void vi.stubGlobal('Blob', NodeBlob));
afterEach(() => void vi.unstubAllGlobals());

const drawing = (id: string, createdAt = 1): DrawRecord => ({
  id,
  listId: 'default',
  kind: 'imagine',
  label: `drawing ${id}`,
  createdAt,
  updatedAt: createdAt,
  request: null,
  taskId: `t-${id}`,
  task: null,
  phase: 'succeeded',
  error: null,
  queueText: null,
});
const ids = async (store: AccountDrawStore) => (await store.list()).map((r) => r.id);

describe('createAccountDrawStore', () => {
  it('keeps the browser’s own drawings apart from each account’s, and tells the studio to reload on each switch', async () => {
    const { store, onOutbox } = open();
    const seen: DrawStoreChange[] = [];
    store.subscribe((change) => seen.push(change));
    await store.put(drawing('before'));
    expect(onOutbox).not.toHaveBeenCalled();

    store.use('alice');
    expect(seen).toEqual([{ ids: null }]);
    expect(await ids(store)).toEqual([]);
    await store.put(drawing('alices'));
    expect(onOutbox).toHaveBeenCalledTimes(1);
    expect(await store.account?.source.countOutbox()).toBe(1);

    store.use(null);
    expect(await ids(store)).toEqual(['before']);
    store.use('alice');
    expect(await ids(store)).toEqual(['alices']);
    expect(seen).toHaveLength(3);
  });

  it('moves signed-out drawings with their cached images into the account, where they wait to sync', async () => {
    const { store } = open();
    await store.put(drawing('a', 1));
    await store.put(drawing('b', 2));
    await store.saveImage('a', new Blob(['png bytes']));
    store.use('alice');
    expect((await store.anonymousDrawings()).map((r) => r.id)).toEqual(['b', 'a']);

    await store.moveIntoAccount(['a']);
    expect(await ids(store)).toEqual(['a']);
    expect(await (await store.getImage('a'))?.text()).toBe('png bytes');
    expect((await store.account?.source.readOutbox(10))?.map((r) => r.id)).toEqual(['a']);
    expect((await store.anonymousDrawings()).map((r) => r.id)).toEqual(['b']);

    await store.discardAnonymous(['b']);
    expect(await store.anonymousDrawings()).toEqual([]);
    store.use(null);
    expect(await ids(store)).toEqual([]);
  });
});
