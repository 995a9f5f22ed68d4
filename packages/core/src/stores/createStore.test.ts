import { describe, expect, it, vi } from 'vitest';
import { createStore } from './createStore';

describe('createStore', () => {
  it('merges partial states and updater results', () => {
    const store = createStore({ count: 0, label: 'a' });
    store.setState({ label: 'b' });
    store.setState((s) => ({ count: s.count + 2 }));
    expect(store.getState()).toEqual({ count: 2, label: 'b' });
  });

  it('notifies subscribers with the new state until they unsubscribe', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState({ count: 1 });
    unsubscribe();
    store.setState({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ count: 1 });
  });

  it('ignores updates that change nothing, so nothing re-renders or re-persists', () => {
    const onChange = vi.fn();
    const store = createStore({ count: 1, label: 'a' }, { onChange });
    const before = store.getState();
    store.setState({ count: 1 });
    store.setState(() => ({}));
    expect(store.getState()).toBe(before);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands every change to onChange before listeners see it', () => {
    const calls: string[] = [];
    const store = createStore({ count: 0 }, { onChange: (s) => calls.push(`persist ${s.count}`) });
    store.subscribe((s) => calls.push(`render ${s.count}`));
    store.setState({ count: 1 });
    expect(calls).toEqual(['persist 1', 'render 1']);
  });

  it('resets to the initial state, or to the given defaults', () => {
    const plain = createStore({ count: 5 });
    plain.setState({ count: 9 });
    plain.reset();
    expect(plain.getState()).toEqual({ count: 5 });

    const onChange = vi.fn();
    const persisted = createStore({ count: 5 }, { defaults: { count: 0 }, onChange });
    persisted.reset();
    expect(persisted.getState()).toEqual({ count: 0 });
    expect(onChange).toHaveBeenCalledWith({ count: 0 });
  });
});

describe('createStore with an onChange shorthand', () => {
  it('takes a function as the onChange callback', () => {
    const onChange = vi.fn();
    createStore({ count: 0 }, onChange).setState({ count: 1 });
    expect(onChange).toHaveBeenCalledWith({ count: 1 });
  });
});
