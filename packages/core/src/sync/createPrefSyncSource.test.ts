import { describe, expect, it, vi } from 'vitest';
import { createStorage } from '../storage/createStorage';
import { createPrefSyncSource, type SyncedPref } from './createPrefSyncSource';

/** A pref holding a list of strings; anything else from outside reads as the empty default. */
function listPref(kind: SyncedPref['kind'], initial: string[] = []) {
  let value = initial;
  const listeners = new Set<() => void>();
  const pref: SyncedPref & { set(next: string[]): void; value(): string[] } = {
    kind,
    read: () => value,
    write(raw) {
      value = Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? raw : [];
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    value: () => value,
  };
  return pref;
}

describe('createPrefSyncSource', () => {
  it('offers what this device had before its first sync at version 0, so it fills an empty account and loses to any value there', async () => {
    const prompts = listPref('prompts', ['from before signing in']);
    const source = createPrefSyncSource({ storage: createStorage({ backend: null }), prefs: [prompts] });
    expect(await source.readOutbox(10)).toEqual([{ kind: 'prompts', id: 'default', parent_id: null, updated_at: 0, data: { value: ['from before signing in'] } }]);

    await source.applyRemote([{ kind: 'prompts', id: 'default', parent_id: null, updated_at: 1_000, data: { value: ['the account’s'] } }]);
    expect(prompts.value()).toEqual(['the account’s']);
    expect(await source.countOutbox()).toBe(0);
  });

  it('sends a change made here with a newer version, and takes only newer versions from other devices', async () => {
    let clock = 5_000;
    const onOutbox = vi.fn();
    const settings = listPref('chat_settings');
    const source = createPrefSyncSource({ storage: createStorage({ backend: null }), prefs: [settings], onOutbox, now: () => clock });
    await source.acknowledge(await source.readOutbox(10));

    settings.set(['gpt-4o']);
    expect(onOutbox).toHaveBeenCalledTimes(1);
    const [sent] = await source.readOutbox(10);
    expect(sent).toMatchObject({ updated_at: 5_000, data: { value: ['gpt-4o'] } });

    // Older than this device's change: left alone, and what waits still waits.
    await source.applyRemote([{ kind: 'chat_settings', id: 'default', parent_id: null, updated_at: 4_000, data: { value: ['old'] } }]);
    expect(settings.value()).toEqual(['gpt-4o']);
    expect(await source.countOutbox()).toBe(1);
    await source.acknowledge([sent!]);
    expect(await source.countOutbox()).toBe(0);

    clock = 6_000;
    await source.applyRemote([{ kind: 'chat_settings', id: 'default', parent_id: null, updated_at: 7_000, data: { value: ['o3-mini'] } }]);
    expect(settings.value()).toEqual(['o3-mini']);
    // Written from another device: not sent back.
    expect(onOutbox).toHaveBeenCalledTimes(1);
    expect(await source.countOutbox()).toBe(0);
    // The next change here is newer than the version taken, whatever this device's clock says.
    settings.set(['mine again']);
    expect((await source.readOutbox(10))[0]?.updated_at).toBe(7_001);
  });

  it('puts a bad or deleted value from another device back to the default, and gives everything back after a server reset', async () => {
    const storage = createStorage({ backend: null });
    const recents = listPref('gpt_recents', ['kept']);
    const source = createPrefSyncSource({ storage, prefs: [recents], now: () => 10 });
    await source.acknowledge(await source.readOutbox(10));
    await source.applyRemote([{ kind: 'gpt_recents', id: 'default', parent_id: null, updated_at: 20, data: { value: [{ not: 'a string' }] } }]);
    expect(recents.value()).toEqual([]);
    recents.set(['again']);
    await source.acknowledge(await source.readOutbox(10));
    await source.applyRemote([{ kind: 'gpt_recents', id: 'default', parent_id: null, updated_at: 50, data: null }]);
    expect(recents.value()).toEqual([]);

    await source.requeueAll();
    expect(await source.readOutbox(10)).toEqual([expect.objectContaining({ kind: 'gpt_recents', updated_at: 50 })]);
    // The versions live in the account's storage: a new source there goes on from them.
    source.close();
    const again = createPrefSyncSource({ storage, prefs: [listPref('gpt_recents')] });
    expect((await again.readOutbox(10)).map((r) => r.updated_at)).toEqual([50]);
  });
});
