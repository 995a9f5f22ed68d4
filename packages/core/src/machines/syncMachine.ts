import { assign, fromPromise, setup } from 'xstate';
import { toApiErrorData } from '../errors/ApiErrorData';
import type { SyncCycleResult } from '../sync/runSyncCycle';

export interface SyncContext {
  /** Changes waiting for the server, as of the last cycle (at least 1 once a change is reported). */
  pending: number;
  /** Records kept on this device only because they are over the size a record may have (`kind:id`). */
  tooLarge: string[];
  /** A change was reported while a cycle ran: run another at once. */
  dirty: boolean;
  /** Failed cycles in a row; the wait before the next try doubles with each. */
  failures: number;
  /** The last failure's code (`NETWORK_ERROR`, `SYNC_QUOTA_EXCEEDED`…), null after a good cycle. */
  error: string | null;
  /** True after the first cycle that finished: the device has the account's data. */
  ready: boolean;
  pullIntervalMs: number;
  pushDelayMs: number;
  retryBaseMs: number;
  maxRetryMs: number;
}

export type SyncEvent =
  /** A local change went to the outbox. */
  | { type: 'changed' }
  /** The browser is online again, or the page became visible: try now. */
  | { type: 'online' }
  | { type: 'sync.now' };

export interface SyncInput {
  /** How often other devices' changes are fetched (default 4 s). */
  pullIntervalMs?: number;
  /** How long a local change waits for others to join it in one push (default 500 ms). */
  pushDelayMs?: number;
  retryBaseMs?: number;
  maxRetryMs?: number;
}

export type SyncStatus = 'connecting' | 'synced' | 'pending' | 'offline' | 'quota' | 'signedOut';

const failed = (error: unknown) => toApiErrorData(error);

/**
 * Account sync for one signed-in user on one device (issue 19). The `cycle` actor pulls other
 * devices' changes and pushes this device's outbox (`runSyncCycle`); the machine decides when:
 * every `pullIntervalMs`, soon after a local change, with growing waits while offline, slowly while
 * the account's quota is full, and not at all once the server says the user is signed out.
 */
export const syncMachine = setup({
  types: { context: {} as SyncContext, events: {} as SyncEvent, input: {} as SyncInput },
  actors: {
    cycle: fromPromise<SyncCycleResult>(async () => {
      throw new Error('syncMachine: actor "cycle" was not provided');
    }),
  },
  delays: {
    pullInterval: ({ context }) => context.pullIntervalMs,
    pushDelay: ({ context }) => context.pushDelayMs,
    retry: ({ context }) => Math.min(context.maxRetryMs, context.retryBaseMs * 2 ** Math.max(0, context.failures - 1)),
  },
  guards: {
    dirty: ({ context }) => context.dirty,
  },
  actions: {
    notePending: assign({ pending: ({ context }) => Math.max(context.pending, 1) }),
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({
    pending: 0,
    tooLarge: [],
    dirty: false,
    failures: 0,
    error: null,
    ready: false,
    pullIntervalMs: input.pullIntervalMs ?? 4000,
    pushDelayMs: input.pushDelayMs ?? 500,
    retryBaseMs: input.retryBaseMs ?? 2000,
    maxRetryMs: input.maxRetryMs ?? 60_000,
  }),
  initial: 'syncing',
  states: {
    syncing: {
      entry: assign({ dirty: false }),
      on: { changed: { actions: [assign({ dirty: true }), 'notePending'] } },
      invoke: {
        src: 'cycle',
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            pending: event.output.pending,
            tooLarge: [...new Set([...context.tooLarge, ...event.output.tooLarge])],
            failures: 0,
            error: null,
            ready: true,
          })),
        },
        onError: [
          { guard: ({ event }) => failed(event.error).status === 401, target: 'signedOut', actions: assign({ error: ({ event }) => failed(event.error).code }) },
          { guard: ({ event }) => failed(event.error).code === 'SYNC_QUOTA_EXCEEDED', target: 'quota', actions: assign({ error: ({ event }) => failed(event.error).code }) },
          { target: 'offline', actions: assign({ failures: ({ context }) => context.failures + 1, error: ({ event }) => failed(event.error).code }) },
        ],
      },
    },
    idle: {
      always: { guard: 'dirty', target: 'syncing' },
      after: { pullInterval: 'syncing' },
      on: { changed: { target: 'scheduled', actions: 'notePending' }, 'sync.now': 'syncing', online: 'syncing' },
    },
    scheduled: {
      after: { pushDelay: 'syncing' },
      on: { changed: { actions: 'notePending' }, 'sync.now': 'syncing', online: 'syncing' },
    },
    offline: {
      after: { retry: 'syncing' },
      on: { changed: { actions: 'notePending' }, 'sync.now': 'syncing', online: 'syncing' },
    },
    quota: {
      after: { pullInterval: 'syncing' },
      on: { changed: { actions: 'notePending' }, 'sync.now': 'syncing' },
    },
    signedOut: {
      on: { changed: { actions: 'notePending' }, 'sync.now': 'syncing' },
    },
  },
});

/** What a status line shows for a sync snapshot. */
export function syncStatusOf(snapshot: { value: unknown; context: SyncContext }): SyncStatus {
  if (snapshot.value === 'signedOut') return 'signedOut';
  if (snapshot.value === 'quota') return 'quota';
  if (snapshot.value === 'offline') return 'offline';
  if (!snapshot.context.ready) return 'connecting';
  return snapshot.context.pending > 0 ? 'pending' : 'synced';
}
