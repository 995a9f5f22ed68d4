import { createId as newId, useUnmountedRef } from '@atelier/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import { createDrawTaskActors } from '../actors/createDrawTaskActors';
import type { DalleApi, DalleRequest } from '../api/createDalleApi';
import type { DrawApi } from '../api/createDrawApi';
import type { SubmitRequest } from '../api/types';
import { type DrawTaskInput, drawTaskMachine, phaseOf } from '../machines/drawTaskMachine';
import type { DrawStore } from '../store/createDrawStore';
import type { DrawKind, DrawRecord } from '../store/types';
import { cacheImage } from '../actors/cacheImage';

type TaskActor = Actor<typeof drawTaskMachine>;

export interface DrawTasksOptions {
  store: DrawStore;
  api: DrawApi;
  dalleApi: DalleApi;
  listId: string;
  pollIntervalMs?: number;
}

export interface DrawTasks {
  records: DrawRecord[];
  loaded: boolean;
  /** Records restored after a reload that have not been fetched again yet ('be patient, it is loading'). */
  resumedIds: ReadonlySet<string>;
  /** Cached (IndexedDB) image URLs by record id. */
  cachedUrls: ReadonlyMap<string, string>;
  submit(kind: DrawKind, request: SubmitRequest, label: string): void;
  generateDalle(request: DalleRequest): void;
  reload(id: string): void;
  retry(id: string): void;
  cancel(id: string): void;
  remove(id: string): Promise<void>;
}

const sameTask = (a: DrawRecord, b: DrawRecord) =>
  a.phase === b.phase && a.taskId === b.taskId && a.queueText === b.queueText && JSON.stringify([a.task, a.error]) === JSON.stringify([b.task, b.error]);

/** One `drawTaskMachine` actor per unfinished task of a list; every change is written to the store. */
export function useDrawTasks({ store, api, dalleApi, listId, pollIntervalMs }: DrawTasksOptions): DrawTasks {
  const [records, setRecords] = useState<DrawRecord[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [resumedIds, setResumedIds] = useState<ReadonlySet<string>>(new Set());
  const [cachedUrls, setCachedUrls] = useState<ReadonlyMap<string, string>>(new Map());
  const actors = useRef(new Map<string, TaskActor>());
  const latest = useRef(new Map<string, DrawRecord>());
  const logic = useMemo(() => drawTaskMachine.provide({ actors: createDrawTaskActors(api) }), [api]);
  // A picture or a DALL·E answer may arrive after the studio has been left: it is still stored,
  // but no state of the unmounted studio changes and no object URL is made that nobody frees.
  const unmountedRef = useUnmountedRef();

  const write = useCallback(
    (record: DrawRecord) => {
      latest.current.set(record.id, record);
      if (!unmountedRef.current) setRecords((rows) => {
        const index = rows.findIndex((r) => r.id === record.id);
        if (index < 0) return [record, ...rows];
        const next = rows.slice();
        next[index] = record;
        return next;
      });
      void store.put(record).catch(() => undefined);
    },
    [store, unmountedRef],
  );

  const remember = useCallback(
    (id: string, blob: Blob | null) => {
      if (!blob || unmountedRef.current) return;
      const url = URL.createObjectURL(blob);
      setCachedUrls((m) => new Map(m).set(id, url));
    },
    [unmountedRef],
  );

  const spawn = useCallback(
    (record: DrawRecord, input: DrawTaskInput) => {
      actors.current.get(record.id)?.stop();
      const actor = createActor(logic, { input: { ...input, ...(pollIntervalMs ? { pollIntervalMs } : {}) } });
      actors.current.set(record.id, actor);
      actor.subscribe({
        next: (snapshot) => {
          const current = latest.current.get(record.id);
          if (!current) return;
          const { context } = snapshot;
          const next: DrawRecord = { ...current, taskId: context.taskId, task: context.task, phase: phaseOf(String(snapshot.value)), error: context.error, queueText: context.queueText };
          if (!context.resumed) setResumedIds((s) => (s.has(record.id) ? new Set([...s].filter((id) => id !== record.id)) : s));
          if (sameTask(current, next)) return;
          write({ ...next, updatedAt: Date.now() });
          if (next.phase === 'succeeded' && next.task?.imageUrl) void cacheImage(store, record.id, next.task.imageUrl).then((blob) => remember(record.id, blob));
        },
        error: () => undefined,
      });
      actor.start();
    },
    [logic, pollIntervalMs, write, store, remember],
  );

  useEffect(() => {
    let alive = true;
    const running = actors.current;
    void store.list(listId).then(async (rows) => {
      if (!alive) return;
      latest.current = new Map(rows.map((r) => [r.id, r]));
      setRecords(rows);
      setLoaded(true);
      const resumed = rows.filter((r) => r.phase === 'polling' && r.taskId);
      setResumedIds(new Set(resumed.map((r) => r.id)));
      for (const r of resumed) spawn(r, { taskId: r.taskId as string, task: r.task });
      // A reload during submit leaves no task id: show it as refused so the user can retry.
      for (const r of rows.filter((x) => x.phase === 'submitting')) write({ ...r, phase: 'rejected', error: { code: 'NETWORK', message: 'Interrupted' } });
      for (const r of rows.filter((x) => x.phase === 'succeeded')) {
        const blob = await store.getImage(r.id).catch(() => null);
        if (alive) remember(r.id, blob);
      }
    });
    return () => {
      alive = false;
      running.forEach((actor) => actor.stop());
      running.clear();
    };
  }, [store, listId, spawn, write, remember]);

  const urlsRef = useRef(cachedUrls);
  useEffect(() => {
    urlsRef.current = cachedUrls;
  });
  useEffect(() => () => urlsRef.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const base = (kind: DrawKind, label: string, request: SubmitRequest | null): DrawRecord => {
    const now = Date.now();
    return { id: newId(), listId, kind, label, createdAt: now, updatedAt: now, request, taskId: null, task: null, phase: 'submitting', error: null, queueText: null };
  };

  return {
    records,
    loaded,
    resumedIds,
    cachedUrls,
    submit(kind, request, label) {
      const record = base(kind, label, request);
      write(record);
      spawn(record, { request });
    },
    generateDalle(request) {
      const record = base('dalle', request.prompt, null);
      write(record);
      dalleApi.generate(request).then(
        async (image) => {
          const done: DrawRecord = {
            ...record,
            phase: 'succeeded',
            updatedAt: Date.now(),
            dalle: { model: request.model, size: request.size, ...(request.quality ? { quality: request.quality } : {}), prompt: request.prompt, revisedPrompt: image.revisedPrompt, src: image.src },
          };
          write(done);
          remember(record.id, await cacheImage(store, record.id, image.src));
        },
        (error: unknown) => {
          const code = typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : 'HTTP';
          write({ ...record, phase: 'rejected', updatedAt: Date.now(), error: { code, message: error instanceof Error ? error.message : String(error) } });
        },
      );
    },
    reload(id) {
      const actor = actors.current.get(id);
      const record = latest.current.get(id);
      if (actor) actor.send({ type: 'task.reload' });
      else if (record?.taskId) spawn(record, { taskId: record.taskId, task: record.task });
    },
    retry(id) {
      const actor = actors.current.get(id);
      const record = latest.current.get(id);
      if (actor && actor.getSnapshot().can({ type: 'task.retry' })) actor.send({ type: 'task.retry' });
      else if (record?.request) {
        write({ ...record, phase: 'submitting', error: null });
        spawn(record, { request: record.request });
      }
    },
    cancel(id) {
      actors.current.get(id)?.send({ type: 'task.cancel' });
    },
    async remove(id) {
      actors.current.get(id)?.stop();
      actors.current.delete(id);
      latest.current.delete(id);
      setRecords((rows) => rows.filter((r) => r.id !== id));
      await store.remove(id);
    },
  };
}
