import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrawStore, type DrawStore } from './createDrawStore';
import type { DrawRecord } from './types';

let n = 0;
const stores: DrawStore[] = [];
const newStore = () => {
  const store = createDrawStore({ name: `draw-test-${++n}` });
  stores.push(store);
  return store;
};
afterEach(() => stores.splice(0).forEach((s) => s.close()));

const record = (id: string, listId: string, createdAt: number): DrawRecord => ({
  id, listId, kind: 'imagine', label: id, createdAt, updatedAt: createdAt, request: null, taskId: `t-${id}`, task: null, phase: 'polling', error: null, queueText: null,
});

describe('createDrawStore', () => {
  it('lists records per task list, newest first, and keeps them across reopening', async () => {
    const name = `draw-test-${++n}`;
    const first = createDrawStore({ name });
    await first.put(record('a', 'default', 1));
    await first.put(record('b', 'default', 3));
    await first.put(record('c', 'other', 2));
    first.close();
    const again = createDrawStore({ name });
    stores.push(again);
    expect((await again.list('default')).map((r) => r.id)).toEqual(['b', 'a']);
    expect((await again.list()).map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });

  it('caches an image and removes it with its record', async () => {
    const store = newStore();
    await store.put(record('a', 'default', 1));
    await store.saveImage('a', new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(await (await store.getImage('a'))?.text()).toBe('<svg/>');
    await store.remove('a');
    expect(await store.get('a')).toBeNull();
    expect(await store.getImage('a')).toBeNull();
  });
});
