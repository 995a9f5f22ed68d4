import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiRequestError } from '../errors/AtelierError';
import type { SyncCycleResult } from '../sync/runSyncCycle';
import { syncMachine, syncStatusOf } from './syncMachine';

type Outcome = SyncCycleResult | Error;

/** Each cycle answers with the next outcome (the last one repeats); cycles are counted. */
function start(outcomes: Outcome[]) {
  const clock = new SimulatedClock();
  let cycles = 0;
  const machine = syncMachine.provide({
    actors: {
      cycle: fromPromise<SyncCycleResult>(async () => {
        const outcome = outcomes[Math.min(cycles, outcomes.length - 1)]!;
        cycles++;
        if (outcome instanceof Error) throw outcome;
        return outcome;
      }),
    },
  });
  const actor = createActor(machine, { input: { pullIntervalMs: 4000, pushDelayMs: 500, retryBaseMs: 2000, maxRetryMs: 8000 }, clock }).start();
  const status = () => syncStatusOf(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.matches('syncing'));
  return { actor, clock, status, settled, cycles: () => cycles };
}

const done = (pending = 0, tooLarge: string[] = []): SyncCycleResult => ({ pending, tooLarge, received: 0 });
const offline = () => new ApiRequestError('NETWORK_ERROR', 'Network Error', 0);

describe('syncMachine', () => {
  it('says it is connecting until the first cycle ends, then synced, and pulls again every interval', async () => {
    const { actor, clock, status, settled, cycles } = start([done()]);
    expect(status()).toBe('connecting');
    await settled();
    expect(status()).toBe('synced');
    clock.increment(3999);
    expect(cycles()).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('syncing');
    await settled();
    expect(cycles()).toBe(2);
  });

  it('shows a local change as pending at once and sends it after a short wait, not a whole interval', async () => {
    const { actor, clock, status, settled, cycles } = start([done(), done(0)]);
    await settled();
    actor.send({ type: 'changed' });
    actor.send({ type: 'changed' });
    expect(status()).toBe('pending');
    clock.increment(500);
    await settled();
    expect(cycles()).toBe(2);
    expect(status()).toBe('synced');
  });

  it('runs again at once when a change came in while a cycle ran', async () => {
    const { actor, settled, cycles } = start([done(), done(0)]);
    actor.send({ type: 'changed' });
    await waitFor(actor, () => cycles() === 2);
    await settled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('waits longer after each failure while offline, keeps changes pending, and tries at once when back online', async () => {
    const { actor, clock, status, settled, cycles } = start([offline(), offline(), offline(), done(0)]);
    await settled();
    expect(status()).toBe('offline');
    expect(actor.getSnapshot().context.error).toBe('NETWORK_ERROR');
    actor.send({ type: 'changed' });
    expect(actor.getSnapshot().context.pending).toBe(1);
    clock.increment(2000); // first retry after 2 s
    await settled();
    expect(cycles()).toBe(2);
    clock.increment(2000);
    expect(cycles()).toBe(2); // the second waits 4 s
    clock.increment(2000);
    await settled();
    expect(cycles()).toBe(3);
    actor.send({ type: 'online' });
    await settled();
    expect(cycles()).toBe(4);
    expect(status()).toBe('synced');
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, error: null });
  });

  it('caps the wait between tries', async () => {
    const { clock, settled, cycles } = start([offline()]);
    await settled();
    for (const wait of [2000, 4000, 8000, 8000]) {
      const before = cycles();
      clock.increment(wait);
      await settled();
      expect(cycles()).toBe(before + 1);
    }
  });

  it('says when the account’s space is full and keeps pulling at the usual pace', async () => {
    const quota = new ApiRequestError('SYNC_QUOTA_EXCEEDED', 'full', 413);
    const { clock, status, settled, cycles } = start([quota, quota, done(0)]);
    await settled();
    expect(status()).toBe('quota');
    clock.increment(4000);
    await settled();
    expect(cycles()).toBe(2);
    clock.increment(4000);
    await settled();
    expect(status()).toBe('synced');
  });

  it('stops when the server says the user is signed out, until asked again', async () => {
    const { actor, clock, status, settled, cycles } = start([new ApiRequestError('UNAUTHORIZED', 'no', 401), done(0)]);
    await settled();
    expect(status()).toBe('signedOut');
    clock.increment(120_000);
    expect(cycles()).toBe(1);
    actor.send({ type: 'sync.now' });
    await settled();
    expect(status()).toBe('synced');
  });

  it('remembers records too large to sync, across cycles', async () => {
    const { actor, clock, settled } = start([done(0, ['message:a']), done(0, ['message:b', 'message:a'])]);
    await settled();
    clock.increment(4000);
    await settled();
    expect(actor.getSnapshot().context.tooLarge).toEqual(['message:a', 'message:b']);
  });
});
