import { fromCallback, fromPromise } from 'xstate';
import type { DalleApi, DalleRequest } from '../api/createDalleApi';
import type { DrawApi } from '../api/createDrawApi';
import { dalleSucceeded, rejected, storageError } from '../machines/drawRecords';
import { drawTaskMachine, errorOf } from '../machines/drawTaskMachine';
import type { CachedImagesRead, DalleOutcome, DrawStoreCommand, DrawTasksEvent } from '../machines/drawTasksMachine';
import type { DrawImageKeeper } from '../services/drawImageKeeperService';
import type { DrawStore } from '../store/createDrawStore';
import type { DrawRecord } from '../store/types';
import { cacheImage } from './cacheImage';
import { createDrawTaskActors } from './createDrawTaskActors';

export interface DrawTasksDeps {
  store: DrawStore;
  api: DrawApi;
  dalleApi: DalleApi;
  /** Keeps a copy of each finished drawing on the account's server, when there is one. */
  keeper?: DrawImageKeeper | null;
}

export interface DrawTasksActorOptions {
  /** Read at each call, so a settings change applies to the next request of running tasks. */
  deps: () => DrawTasksDeps;
  /** Makes a cached image showable. @default URL.createObjectURL */
  createUrl?: (blob: Blob) => string;
  /** The clock DALL·E results are stamped with. @default Date.now */
  now?: () => number;
  /** For fetching images to cache. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** A `DrawApi` that forwards every call to the current one. */
function liveApi(get: () => DrawApi): DrawApi {
  return {
    submit: (...args) => get().submit(...args),
    modal: (...args) => get().modal(...args),
    fetchTask: (...args) => get().fetchTask(...args),
    imageSeed: (...args) => get().imageSeed(...args),
    listByCondition: (...args) => get().listByCondition(...args),
  };
}

/** The `drawTasksMachine` actors over a store and the two APIs; an object URL is made only for a running studio. */
export function createDrawTasksActors({ deps, createUrl = (blob) => URL.createObjectURL(blob), now = Date.now, fetch: fetchImpl }: DrawTasksActorOptions) {
  const urlOf = (blob: Blob | null, signal: AbortSignal) => (blob && !signal.aborted ? createUrl(blob) : null);
  const keep = (id: string, url: string) => cacheImage(deps().store, id, url, fetchImpl);
  return {
    drawTask: drawTaskMachine.provide({ actors: createDrawTaskActors(liveApi(() => deps().api)) }),
    loadRecords: fromPromise<DrawRecord[], { listId: string }>(({ input }) => deps().store.list(input.listId)),
    readCachedImages: fromPromise<CachedImagesRead, { ids: string[] }>(async ({ input, signal }) => {
      // All at once: one after another, a long list took seconds.
      const reads = await Promise.allSettled(input.ids.map((id) => deps().store.getImage(id)));
      const urls: Record<string, string> = {};
      reads.forEach((read, i) => {
        const url = read.status === 'fulfilled' ? urlOf(read.value, signal) : null;
        if (url) urls[input.ids[i]!] = url;
      });
      const failed = reads.find((read) => read.status === 'rejected');
      return { urls, storageError: failed ? storageError(failed.reason) : null };
    }),
    cacheImage: fromPromise<string | null, { id: string; url: string }>(async ({ input, signal }) => urlOf(await keep(input.id, input.url), signal)),
    // A copy the server refused leaves the device's own in use; nothing to show for it.
    keepImage: fromPromise<string | null, { record: DrawRecord }>(async ({ input }) => {
      const { keeper, store } = deps();
      return (await keeper?.keep(input.record, () => store.getImage(input.record.id)).catch(() => null)) ?? null;
    }),
    // The job stores its own outcome: a picture that arrives after the studio was left is kept.
    generateDalle: fromPromise<DalleOutcome, { record: DrawRecord; request: DalleRequest }>(async ({ input, signal }) => {
      const { store, dalleApi } = deps();
      const started = store.put(input.record).then(
        () => null,
        (error: unknown) => error,
      );
      const record = await dalleApi.generate(input.request).then(
        (image) => dalleSucceeded(input.record, input.request, image, now()),
        (error: unknown) => rejected(input.record, errorOf(error), now()),
      );
      try {
        const failedToStart = await started;
        if (failedToStart) throw failedToStart;
        await store.put(record);
        const url = record.dalle ? urlOf(await keep(record.id, record.dalle.src), signal) : null;
        return { record, url, storageError: null };
      } catch (error) {
        return { record, url: null, storageError: storageError(error) };
      }
    }),
    recordWriter: fromCallback<DrawStoreCommand>(({ receive, sendBack }) => {
      let queue = Promise.resolve();
      receive((command) => {
        const { store } = deps();
        queue = queue
          .then(() => (command.type === 'record.put' ? store.put(command.record) : store.remove(command.id)))
          .catch((error: unknown) => sendBack({ type: 'store.failed', error } satisfies DrawTasksEvent));
      });
    }),
  };
}
