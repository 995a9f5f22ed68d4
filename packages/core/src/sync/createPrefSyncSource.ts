import type { SyncKind, SyncRecord } from '../contracts/sync';
import type { AppStorage } from '../storage/createStorage';
import type { SyncSource } from './types';

/** One setting or list kept as a single synced record (`id: 'default'`) of its kind. */
export interface SyncedPref {
  kind: SyncKind;
  /** The current value, as JSON. */
  read(): unknown;
  /** Takes another device's value; the pref validates it (a bad one leaves its default). */
  write(value: unknown): void;
  /** Called after every change of the value; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface PrefSyncSourceOptions {
  /** The account's own storage on this device: where the versions and the waiting marks live. */
  storage: AppStorage;
  prefs: SyncedPref[];
  /** Called after each change that waits to be sent. */
  onOutbox?: () => void;
  /** Clock for versions (tests). @default Date.now */
  now?: () => number;
}

interface PrefState {
  /** The version this device has (`updated_at`); 0 for a value from before the account's first sync here. */
  at: number;
  waiting: boolean;
}

const STATE_KEY = 'sync:prefs';
const isStates = (value: unknown): value is Record<string, PrefState> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((s) => typeof s === 'object' && s !== null && typeof (s as PrefState).at === 'number' && typeof (s as PrefState).waiting === 'boolean');

/**
 * Settings and small lists as synced records: a change here waits to be sent with a new version; a
 * newer one from another device replaces the value. A pref this device has never synced waits with
 * version 0, so it fills an account that has none yet and loses to any value the account has.
 */
export function createPrefSyncSource({ storage, prefs, onOutbox = () => {}, now = Date.now }: PrefSyncSourceOptions): SyncSource & { close(): void } {
  const states = (): Record<string, PrefState> => storage.get(STATE_KEY, isStates) ?? {};
  const save = (next: Record<string, PrefState>) => void storage.set(STATE_KEY, next, { expireSeconds: null });
  let last = 0;
  const stamp = () => (last = Math.max(now(), last + 1, ...Object.values(states()).map((s) => s.at + 1)));
  let applying = false;

  const first = states();
  const unseen = prefs.filter((pref) => !first[pref.kind]);
  if (unseen.length > 0) save({ ...first, ...Object.fromEntries(unseen.map((pref) => [pref.kind, { at: 0, waiting: true }])) });

  const unsubscribes = prefs.map((pref) =>
    pref.subscribe(() => {
      if (applying) return;
      save({ ...states(), [pref.kind]: { at: stamp(), waiting: true } });
      onOutbox();
    }),
  );
  const record = (pref: SyncedPref, at: number): SyncRecord => ({ kind: pref.kind, id: 'default', parent_id: null, updated_at: at, data: { value: pref.read() } });
  const waiting = () => {
    const all = states();
    return prefs.flatMap((pref) => (all[pref.kind]?.waiting ? [record(pref, all[pref.kind]!.at)] : []));
  };

  return {
    kinds: prefs.map((pref) => pref.kind),
    readOutbox: async (limit) => waiting().slice(0, limit),
    countOutbox: async () => waiting().length,
    async acknowledge(records) {
      const all = states();
      for (const r of records) if (all[r.kind]?.at === r.updated_at) all[r.kind] = { at: r.updated_at, waiting: false };
      save(all);
    },
    async applyRemote(records) {
      const all = states();
      for (const r of records) {
        const pref = prefs.find((p) => p.kind === r.kind);
        const local = all[r.kind];
        if (!pref || r.id !== 'default' || (local && local.at >= r.updated_at)) continue;
        applying = true;
        try {
          // Deleted (the account's data was deleted): the pref goes back to its default.
          pref.write(r.data === null ? undefined : r.data['value']);
        } finally {
          applying = false;
        }
        all[r.kind] = { at: r.updated_at, waiting: false };
      }
      save(all);
    },
    async requeueAll() {
      const all = states();
      for (const pref of prefs) all[pref.kind] = { at: all[pref.kind]?.at || stamp(), waiting: true };
      save(all);
    },
    close() {
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
  };
}
