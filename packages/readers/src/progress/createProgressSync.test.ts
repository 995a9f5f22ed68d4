import { createStorage, type SaveProgressRequest } from '@atelier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressSync, type ProgressSyncDeps } from './createProgressSync';

function setup(overrides: Partial<ProgressSyncDeps> = {}) {
  const saved: SaveProgressRequest[] = [];
  const onExit: SaveProgressRequest[] = [];
  const storage = createStorage({ backend: null });
  const sync = createProgressSync({
    bookId: 'b1',
    key: 'b1',
    format: 'txt',
    storage,
    isLoggedIn: () => true,
    deviceId: 'dev',
    load: async () => null,
    save: async (_id, body) => void saved.push(body),
    saveOnExit: (_id, body) => void onExit.push(body),
    now: () => Date.now(),
    ...overrides,
  });
  return { sync, saved, onExit, storage };
}

describe('createProgressSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes to the server at most once per 5 seconds, always sending the latest place', async () => {
    const { sync, saved } = setup();
    sync.report({ locator: '0:0', percentage: 0 });
    await vi.advanceTimersByTimeAsync(0);
    sync.report({ locator: '1:0', percentage: 0.1 });
    sync.report({ locator: '2:0', percentage: 0.2 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(saved.map((b) => b.locator)).toEqual(['0:0']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved.map((b) => b.locator)).toEqual(['0:0', '2:0']);
    expect(saved[1]).toMatchObject({ format: 'txt', file_index: 0, percentage: 0.2, device_id: 'dev' });
  });

  it('sends what is pending with keepalive on flush', async () => {
    const { sync, saved, onExit } = setup();
    sync.report({ locator: '0:0', percentage: 0 });
    await vi.advanceTimersByTimeAsync(0);
    sync.report({ locator: '3:10', percentage: 0.3 });
    sync.flush();
    expect(onExit.map((b) => b.locator)).toEqual(['3:10']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saved).toHaveLength(1);
  });

  it('keeps an anonymous reader in local storage only and restores from it', async () => {
    const load = vi.fn(async () => null);
    const { sync, saved } = setup({ isLoggedIn: () => false, load });
    sync.report({ locator: '4:20', percentage: 0.5 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saved).toEqual([]);
    expect(await sync.load()).toMatchObject({ locator: '4:20', percentage: 0.5 });
    expect(load).not.toHaveBeenCalled();
  });

  it('prefers a newer server place when logged in, and falls back to local storage when it fails', async () => {
    vi.setSystemTime(Date.parse('2026-03-01T10:00:00Z'));
    const newer = Date.parse('2026-03-01T10:05:00Z');
    const server = setup({ load: async () => ({ locator: '9:0', percentage: 0.9, updatedAt: newer }) });
    server.sync.report({ locator: '1:0', percentage: 0.1 });
    expect(await server.sync.load()).toEqual({ locator: '9:0', percentage: 0.9, updatedAt: newer });
    const failing = setup({ load: () => Promise.reject(new Error('offline')) });
    failing.sync.report({ locator: '1:0', percentage: 0.1 });
    expect(await failing.sync.load()).toMatchObject({ locator: '1:0', percentage: 0.1 });
  });

  it('opens at the local place when it is newer than the server’s (read offline on this device)', async () => {
    const older = Date.parse('2026-03-01T09:00:00Z');
    vi.setSystemTime(Date.parse('2026-03-01T10:00:00Z'));
    const { sync } = setup({
      load: async () => ({ locator: '2:0', percentage: 0.2, updatedAt: older }),
      save: () => Promise.reject(new Error('offline')),
    });
    sync.report({ locator: '7:40', percentage: 0.7 });
    expect(await sync.load()).toMatchObject({ locator: '7:40', percentage: 0.7 });
  });

  it('keeps a server place over a local one stored without a time (before places had times)', async () => {
    const { sync, storage } = setup({ load: async () => ({ locator: '5:0', percentage: 0.5, updatedAt: 1 }) });
    storage.set('readers.progress.txt.b1', { locator: '1:0', percentage: 0.1 }, { expireSeconds: null });
    expect(await sync.load()).toMatchObject({ locator: '5:0' });
  });

  it('retries a failed write when back online, stamped with the time the place was reached', async () => {
    const reachedAt = Date.parse('2026-03-01T10:00:00Z');
    vi.setSystemTime(reachedAt);
    let online = false;
    const saved: SaveProgressRequest[] = [];
    const { sync } = setup({
      save: async (_id, body) => {
        if (!online) throw new Error('offline');
        saved.push(body);
      },
    });
    sync.report({ locator: '3:0', percentage: 0.3 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saved).toEqual([]);
    online = true;
    sync.retry();
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved.map((b) => [b.locator, b.client_updated_at])).toEqual([['3:0', new Date(reachedAt).toISOString()]]);
  });

  it('sends the file of a multi-file book and counts a new file at the same second as a new place', async () => {
    const { sync, saved } = setup({ format: 'audio' });
    sync.report({ locator: '30', percentage: 0.1, fileIndex: 0 });
    await vi.advanceTimersByTimeAsync(0);
    sync.report({ locator: '30', percentage: 0.6, fileIndex: 2 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved.map((b) => [b.file_index, b.locator])).toEqual([
      [0, '30'],
      [2, '30'],
    ]);
  });
});
