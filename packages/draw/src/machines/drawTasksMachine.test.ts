import { createGatewayClient } from '@atelier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createDrawTasksActors } from '../actors/createDrawTasksActors';
import { createDalleApi, type DalleApi, type DalleImage } from '../api/createDalleApi';
import { createDrawApi } from '../api/createDrawApi';
import type { SubmitRequest } from '../api/types';
import type { DrawImageKeeper } from '../services/drawImageKeeperService';
import type { DrawStore } from '../store/createDrawStore';
import type { DrawRecord } from '../store/types';
import { createFakeMidjourney, type FakeMidjourney } from '../testing/createFakeMidjourney';
import { drawTasksMachine } from './drawTasksMachine';

const imagine = (prompt = 'a cat'): SubmitRequest => ({ kind: 'imagine', body: { prompt, base64Array: [], botType: 'MID_JOURNEY' } });

/** An in-memory store whose calls can be made to fail, to see that failures reach the context. */
function memoryStore(rows: DrawRecord[] = [], images: Record<string, Blob> = {}) {
  const records = new Map(rows.map((r) => [r.id, r]));
  const blobs = new Map(Object.entries(images));
  const failing = new Set<keyof DrawStore>();
  const guard = async (name: keyof DrawStore) => {
    if (failing.has(name)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const store: DrawStore = {
    list: async (listId) => (await guard('list'), [...records.values()].filter((r) => r.listId === listId).sort((a, b) => b.createdAt - a.createdAt)),
    get: async (id) => records.get(id) ?? null,
    put: async (record) => void (await guard('put'), records.set(record.id, record)),
    remove: async (id) => void (await guard('remove'), records.delete(id), blobs.delete(id)),
    saveImage: async (id, blob) => void (await guard('saveImage'), blobs.set(id, blob)),
    getImage: async (id) => (await guard('getImage'), blobs.get(id) ?? null),
    close: () => undefined,
  };
  return { store, records, blobs, fail: (name: keyof DrawStore) => failing.add(name) };
}

let fake: FakeMidjourney;
let ids = 0;
const urls: Blob[] = [];

function start(options: { store?: DrawStore; dalleApi?: DalleApi; password?: () => string | null; keeper?: DrawImageKeeper } = {}) {
  const store = options.store ?? memoryStore().store;
  const gateway = createGatewayClient({ apiBaseUrl: '', getAccessPassword: () => options.password?.() ?? null, fetch: fake.fetch });
  const api = createDrawApi({ gateway, getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }) });
  const dalleApi = options.dalleApi ?? createDalleApi({ gateway, getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }) });
  const actors = createDrawTasksActors({ deps: () => ({ store, api, dalleApi, keeper: options.keeper ?? null }), createUrl: (blob) => `blob:${urls.push(blob)}`, now: () => 42, fetch: fake.fetch });
  return createActor(drawTasksMachine.provide({ actors }), { input: { listId: 'default', pollIntervalMs: 1000, now: () => 42, createId: () => `r${++ids}` } }).start();
}
const settle = () => vi.advanceTimersByTimeAsync(0);
const fetches = () => fake.requests.filter((r) => r.path.endsWith('/fetch')).length;
const record = (over: Partial<DrawRecord>): DrawRecord => ({
  id: 'old',
  listId: 'default',
  kind: 'imagine',
  label: 'a fox',
  createdAt: 1,
  updatedAt: 1,
  request: imagine('a fox'),
  taskId: null,
  task: null,
  phase: 'submitting',
  error: null,
  queueText: null,
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers();
  fake = createFakeMidjourney({ progressSteps: ['50%'] });
  urls.length = 0;
  ids = 0;
});
afterEach(() => vi.useRealTimers());

describe('drawTasksMachine', () => {
  it('has the server keep a finished image and writes where, so the account’s other devices show it', async () => {
    const memory = memoryStore();
    const kept: DrawRecord[] = [];
    const actor = start({ store: memory.store, keeper: { keep: async (r) => (kept.push(r), `/api/draw/images/${r.taskId}.png`) } });
    await settle();
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a cat' });
    await vi.advanceTimersByTimeAsync(2000);
    const taskId = memory.records.get('r1')?.taskId;
    expect(kept).toEqual([expect.objectContaining({ id: 'r1', phase: 'succeeded', taskId })]);
    expect(memory.records.get('r1')).toMatchObject({ phase: 'succeeded', keptImage: `/api/draw/images/${taskId}.png` });
    expect(actor.getSnapshot().context.records[0]?.keptImage).toBe(`/api/draw/images/${taskId}.png`);
    expect(actor.getSnapshot().context.jobs).toEqual({});
  });

  it('keeps the device’s own copy, with no error shown, when the server cannot keep the image', async () => {
    const memory = memoryStore();
    const actor = start({ store: memory.store, keeper: { keep: async () => Promise.reject(new Error('503 NO_UPSTREAM')) } });
    await settle();
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a cat' });
    await vi.advanceTimersByTimeAsync(2000);
    const { context } = actor.getSnapshot();
    expect(context.records[0]).toMatchObject({ phase: 'succeeded' });
    expect(context.records[0]?.keptImage).toBeUndefined();
    expect(context.cachedUrls).toEqual({ r1: 'blob:1' });
    expect(context.storageError).toBeNull();
  });

  it('reads the list again when another device changed it: new and changed drawings show, deleted ones go, a running task stays as it is here', async () => {
    const memory = memoryStore([record({ id: 'gone', createdAt: 3 }), record({ id: 'edited', label: 'before', createdAt: 2, phase: 'failed' })]);
    const actor = start({ store: memory.store });
    await settle();
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'running here' });
    await settle();
    const running = actor.getSnapshot().context.records.find((r) => r.id === 'r1');
    expect(running?.phase).toBe('polling');

    // What sync wrote from another device: one deleted, one changed, one new, and an old copy of the running one.
    memory.records.delete('gone');
    memory.records.set('edited', record({ id: 'edited', label: 'after', createdAt: 2, updatedAt: 50, phase: 'failed' }));
    memory.records.set('new', record({ id: 'new', label: 'from the phone', createdAt: 100, phase: 'succeeded', keptImage: '/api/draw/images/n.png' }));
    memory.records.set('r1', { ...running!, label: 'stale copy', updatedAt: 0 });
    actor.send({ type: 'store.changed' });
    await settle();

    expect(actor.getSnapshot().context.records.map((r) => [r.id, r.label])).toEqual([
      ['new', 'from the phone'],
      ['r1', 'running here'],
      ['edited', 'after'],
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.records.find((r) => r.id === 'r1')?.phase).toBe('succeeded');
  });

  it('runs a submitted task in a child, writes every change, and caches the finished image', async () => {
    const memory = memoryStore();
    const actor = start({ store: memory.store });
    await settle();
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a cat' });
    await settle();
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ label: 'a cat', phase: 'polling', taskId: expect.any(String) });
    expect(memory.records.get('r1')).toMatchObject({ phase: 'polling' });
    await vi.advanceTimersByTimeAsync(2000);
    const { context } = actor.getSnapshot();
    expect(context.records[0]).toMatchObject({ phase: 'succeeded', task: { status: 'SUCCESS' } });
    expect(memory.records.get('r1')).toMatchObject({ phase: 'succeeded' });
    expect(memory.blobs.get('r1')).toBeInstanceOf(Blob);
    expect(context.cachedUrls).toEqual({ r1: 'blob:1' });
    expect(context.storageError).toBeNull();
  });

  it('resumes unfinished tasks after a reload, marks an interrupted submit as refused, and reads cached images', async () => {
    const memory = memoryStore(
      [
        record({ id: 'done', createdAt: 3, phase: 'succeeded', taskId: 't0' }),
        record({ id: 'cut', createdAt: 2 }),
        record({ id: 'running', createdAt: 1, phase: 'polling', taskId: 'missing' }),
      ],
      { done: new Blob(['png']) },
    );
    const actor = start({ store: memory.store });
    expect(actor.getSnapshot().context.loaded).toBe(false);
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.loaded).toBe(true);
    expect(context.records.map((r) => r.id)).toEqual(['done', 'cut', 'running']);
    expect(context.records[1]).toMatchObject({ phase: 'rejected', error: { code: 'NETWORK_ERROR' } });
    expect(memory.records.get('cut')).toMatchObject({ phase: 'rejected' });
    expect(context.cachedUrls).toEqual({ done: 'blob:1' });
    expect(fake.requests.map((r) => r.path)).toContain('/mjapi/mj/task/missing/fetch');
  });

  it('keeps a restored task marked as resumed until its first answer', async () => {
    const first = start();
    await settle();
    first.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a cat' });
    await settle();
    const taskId = first.getSnapshot().context.records[0]!.taskId!;
    first.stop();
    let answer!: () => void;
    const slow = memoryStore([record({ id: 'running', phase: 'polling', taskId })]);
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const fetchTask = fake.fetch;
    fake = { ...fake, fetch: async (...args) => (await gate, fetchTask(...args)) };
    const actor = start({ store: slow.store });
    await settle();
    expect(actor.getSnapshot().context.resumedIds).toEqual(['running']);
    answer();
    await settle();
    expect(actor.getSnapshot().context.resumedIds).toEqual([]);
  });

  it('shows a store that cannot be read instead of loading forever', async () => {
    const memory = memoryStore();
    memory.fail('list');
    const actor = start({ store: memory.store });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, records: [], storageError: { code: 'STORAGE_FAILED' } });
  });

  it('surfaces a write the store refused (it was swallowed before)', async () => {
    const memory = memoryStore();
    const actor = start({ store: memory.store });
    await settle();
    memory.fail('put');
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a cat' });
    await settle();
    expect(actor.getSnapshot().context.storageError).toMatchObject({ code: 'STORAGE_FAILED', message: 'The quota has been exceeded.' });
    // The task itself goes on.
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ phase: 'polling' });
  });

  it('surfaces an image the store refused to keep, and quietly keeps the remote URL when the image cannot be fetched', async () => {
    const memory = memoryStore();
    memory.fail('saveImage');
    const actor = start({ store: memory.store });
    await settle();
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a cat' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context).toMatchObject({ cachedUrls: {}, storageError: { code: 'STORAGE_FAILED' } });

    const proxy = fake.fetch;
    fake.fetch = async (input, init) => (String(input).endsWith('.svg') ? Promise.reject(new TypeError('Failed to fetch')) : proxy(input, init));
    const cors = start();
    await settle();
    cors.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a dog' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(cors.getSnapshot().context).toMatchObject({ cachedUrls: {}, storageError: null });
    expect(cors.getSnapshot().context.records[0]?.phase).toBe('succeeded');
  });

  it('generates a DALL·E picture, and shows a refusal on its card', async () => {
    const memory = memoryStore();
    const actor = start({ store: memory.store });
    await settle();
    actor.send({ type: 'dalle.generate', request: { model: 'dall-e-3', prompt: 'a fox', size: '1024x1024' } });
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ kind: 'dalle', phase: 'submitting' });
    await settle();
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ phase: 'succeeded', dalle: { revisedPrompt: 'A detailed rendering of a fox' } });
    expect(actor.getSnapshot().context.cachedUrls).toEqual({ r1: 'blob:1' });
    expect(memory.records.get('r1')).toMatchObject({ phase: 'succeeded' });

    actor.send({ type: 'dalle.generate', request: { model: 'dall-e-3', prompt: 'a fox', size: '3x3' } });
    await settle();
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ phase: 'rejected', error: { code: 'UPSTREAM_ERROR' } });
    expect(memory.records.get('r2')).toMatchObject({ phase: 'rejected' });
  });

  it('sends a DALL·E picture cached here to the server to keep, since its link expires within the hour', async () => {
    const memory = memoryStore();
    const sent: Array<{ id: string; image: Blob | null }> = [];
    const keeper: DrawImageKeeper = { keep: async (r, image) => (sent.push({ id: r.id, image: await image() }), '/api/draw/images/fox.png') };
    const actor = start({ store: memory.store, keeper });
    await settle();
    actor.send({ type: 'dalle.generate', request: { model: 'dall-e-3', prompt: 'a fox', size: '1024x1024' } });
    await settle();
    expect(sent).toEqual([{ id: 'r1', image: memory.blobs.get('r1') }]);
    expect(sent[0]?.image).not.toBeNull();
    expect(memory.records.get('r1')).toMatchObject({ phase: 'succeeded', keptImage: '/api/draw/images/fox.png' });
    expect(actor.getSnapshot().context.jobs).toEqual({});
  });

  it('stores a DALL·E picture that arrives after the studio was stopped, without making an object URL', async () => {
    let answer!: (image: DalleImage) => void;
    const memory = memoryStore();
    const actor = start({ store: memory.store, dalleApi: { generate: () => new Promise((resolve) => (answer = resolve)) } });
    await settle();
    actor.send({ type: 'dalle.generate', request: { model: 'dall-e-3', prompt: 'a fox', size: '1024x1024' } });
    await settle();
    actor.stop();
    answer({ src: 'data:image/png;base64,iVBORw0KGgo=', revisedPrompt: null });
    await settle();
    expect(memory.records.get('r1')).toMatchObject({ phase: 'succeeded', dalle: { src: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect(urls).toHaveLength(0);
  });

  it('retries a refused submit in its child, and submits a given-up task again', async () => {
    fake.nextSubmit({ kind: 'reject', code: 23, description: '队列已满，请稍后尝试' });
    const actor = start();
    await settle();
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a cat' });
    await settle();
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ phase: 'rejected', error: { submitCode: 23 } });
    actor.send({ type: 'task.retry', id: 'r1' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.records[0]?.phase).toBe('succeeded');

    fake.nextSubmit({ kind: 'failTask', reason: 'Job killed' });
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine('a dog'), label: 'a dog' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ id: 'r2', phase: 'failed' });
    const submits = fake.requests.filter((r) => r.path.endsWith('/submit/imagine')).length;
    actor.send({ type: 'task.retry', id: 'r2' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.requests.filter((r) => r.path.endsWith('/submit/imagine'))).toHaveLength(submits + 1);
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ id: 'r2', phase: 'succeeded' });
  });

  it('sends the tasks refused for the access password again once a new one is accepted', async () => {
    let password: string | null = null;
    const proxy = fake.fetch;
    fake.fetch = async (input, init) =>
      new Headers(init?.headers).get('x-ptoken') === 'right' ? proxy(input, init) : new Response(JSON.stringify({ code: 'token_check' }), { status: 423 });
    const actor = start({ password: () => password });
    await settle();
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a cat' });
    await settle();
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ phase: 'rejected', error: { code: 'AUTH_REQUIRED' } });
    password = 'right';
    actor.send({ type: 'tasks.retryRefused' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ phase: 'succeeded', error: null });
  });

  it('runs a result button as a new task on the parent, and removing a task stops its polling', async () => {
    const memory = memoryStore();
    const actor = start({ store: memory.store });
    await settle();
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine('hills'), label: 'hills' });
    await vi.advanceTimersByTimeAsync(2000);
    const parent = actor.getSnapshot().context.records[0]!;
    const u1 = parent.task!.buttons![0]!;
    actor.send({ type: 'task.button', parentId: parent.id, customId: u1.customId, buttonLabel: 'U1' });
    await settle();
    expect(actor.getSnapshot().context.records[0]).toMatchObject({ kind: 'action', label: 'U1 · hills', request: { body: { customId: u1.customId, taskId: parent.taskId } } });
    const before = fetches();
    actor.send({ type: 'task.remove', id: 'r2' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetches()).toBe(before);
    expect(actor.getSnapshot().context.records.map((r) => r.id)).toEqual(['r1']);
    expect(memory.records.has('r2')).toBe(false);
  });

  it('opens another list: its tasks replace the running ones, which stop polling', async () => {
    const memory = memoryStore([record({ id: 'other', listId: 'second', phase: 'failed', taskId: 't9' })]);
    const actor = start({ store: memory.store });
    await settle();
    actor.send({ type: 'task.submit', kind: 'imagine', request: imagine(), label: 'a cat' });
    await settle();
    actor.send({ type: 'list.open', listId: 'second' });
    const before = fetches();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetches()).toBe(before);
    expect(actor.getSnapshot().context).toMatchObject({ listId: 'second', loaded: true, records: [{ id: 'other' }] });
  });
});
