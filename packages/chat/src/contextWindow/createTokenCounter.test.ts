import { describe, expect, it } from 'vitest';
import { FakeTokenWorker, fakeTokenWorkers, settle } from './__fixtures__/fakeTokenWorkers';
import { createTokenCounter } from './createTokenCounter';

describe('createTokenCounter', () => {
  it('starts no worker until the first count, then one for all counts, each answer to its own request', async () => {
    const { factory, started } = fakeTokenWorkers();
    const counter = createTokenCounter(factory);
    expect(started).toHaveLength(0);
    const one = counter.count('one');
    const three = counter.count('one two three');
    expect(started).toHaveLength(1);
    started[0]!.answerAll();
    await expect(Promise.all([one, three])).resolves.toEqual([1, 3]);
  });

  it('rejects waiting and later counts once the worker fails to load, without starting another', async () => {
    const { factory, started } = fakeTokenWorkers();
    const counter = createTokenCounter(factory);
    const waiting = counter.count('a b');
    started[0]!.fail('404');
    await expect(waiting).rejects.toThrow('404');
    await expect(counter.count('c')).rejects.toThrow('404');
    expect(started).toHaveLength(1);
    expect(started[0]!.terminated).toBe(true);
  });

  it('rejects instead of throwing when the worker cannot even be constructed', async () => {
    const counter = createTokenCounter(() => {
      throw new Error('Worker is not defined');
    });
    await expect(counter.count('a')).rejects.toThrow('Worker is not defined');
  });

  it('dispose terminates the worker and rejects what was waiting; a later count starts a new worker', async () => {
    const { factory, started } = fakeTokenWorkers();
    const counter = createTokenCounter(factory);
    const waiting = counter.count('a');
    counter.dispose();
    expect(started[0]!.terminated).toBe(true);
    await expect(waiting).rejects.toThrow('disposed');
    const again = counter.count('a b');
    expect(started).toHaveLength(2);
    started[1]!.answerAll();
    await settle();
    await expect(again).resolves.toBe(2);
  });

  it('waits for a worker the factory resolves to (the default imports its module first), then sends what was asked', async () => {
    const worker = new FakeTokenWorker((text) => text.length);
    const counter = createTokenCounter(() => Promise.resolve(worker));
    const counted = counter.count('abc');
    expect(worker.posted).toEqual([]);
    await settle();
    expect(worker.posted).toEqual(['abc']);
    worker.answerAll();
    await expect(counted).resolves.toBe(3);
  });

  it('a factory whose module fails to download rejects the counts', async () => {
    const counter = createTokenCounter(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(counter.count('a')).rejects.toThrow('Failed to fetch');
    await expect(counter.count('b')).rejects.toThrow('Failed to fetch');
  });

  it('a worker arriving after dispose is ended at once', async () => {
    const worker = new FakeTokenWorker((text) => text.length);
    const counter = createTokenCounter(() => Promise.resolve(worker));
    const counted = counter.count('abc');
    counter.dispose();
    await expect(counted).rejects.toThrow('disposed');
    await settle();
    expect(worker.terminated).toBe(true);
    expect(worker.posted).toEqual([]);
  });
});
