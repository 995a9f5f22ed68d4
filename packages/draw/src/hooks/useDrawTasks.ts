import { createId, useLatest } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { createDrawTasksActors, type DrawTasksDeps } from '../actors/createDrawTasksActors';
import { drawTasksMachine } from '../machines/drawTasksMachine';
import { type DrawTasksView, selectDrawTasksView } from '../models/selectDrawTasksView';

export interface DrawTasksOptions extends DrawTasksDeps {
  listId: string;
  pollIntervalMs?: number;
}

/**
 * Binds a `drawTasksMachine` (one child per task of the list, every change written to the
 * store) to the current services, and maps its snapshot to what the studio shows.
 */
export function useDrawTasks({ listId, pollIntervalMs, ...deps }: DrawTasksOptions) {
  // The actors read the services through a ref: a settings change applies to the next request
  // of running tasks instead of restarting them.
  const live = useLatest(deps);
  const [logic] = useState(() => drawTasksMachine.provide({ actors: createDrawTasksActors({ deps: () => live.current }) }));
  const actor = useActorRef(logic, { input: { listId, createId, ...(pollIntervalMs ? { pollIntervalMs } : {}) } });
  useEffect(() => actor.send({ type: 'list.open', listId }), [actor, listId]);
  // Another tab or device changed drawings: the list is read again.
  const { store } = deps;
  useEffect(() => store.subscribe?.(() => actor.send({ type: 'store.changed' })), [actor, store]);
  // Cached images are object URLs the studio made; they are freed when it goes.
  useEffect(() => () => Object.values(actor.getSnapshot().context.cachedUrls).forEach((url) => URL.revokeObjectURL(url)), [actor]);

  // Field by field, so a child's poll that changed nothing renders nothing.
  const records = useSelector(actor, (s) => s.context.records);
  const loaded = useSelector(actor, (s) => s.context.loaded);
  const resumedIds = useSelector(actor, (s) => s.context.resumedIds);
  const cachedUrls = useSelector(actor, (s) => s.context.cachedUrls);
  const storageError = useSelector(actor, (s) => s.context.storageError);
  const view: DrawTasksView = useMemo(
    () => selectDrawTasksView({ context: { records, loaded, resumedIds, cachedUrls, storageError } }),
    [records, loaded, resumedIds, cachedUrls, storageError],
  );
  return { view, send: actor.send, recordOf: (id: string) => actor.getSnapshot().context.records.find((r) => r.id === id) };
}
