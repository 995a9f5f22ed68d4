import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Store } from './createStore';

interface Selection<S, T> {
  state: S;
  selector: (state: S) => T;
  value: T;
}

const identity = <S>(state: S): S => state;

/**
 * Subscribes a component to a store, re-rendering when the selected value changes.
 * @example const isLogin = useStore(stores.user, (s) => s.isLogin);
 */
export function useStore<S extends object>(store: Store<S>): S;
export function useStore<S extends object, T>(store: Store<S>, selector: (state: S) => T): T;
export function useStore<S extends object, T>(store: Store<S>, selector?: (state: S) => T): S | T {
  const select: (state: S) => S | T = selector ?? identity;
  const last = useRef<Selection<S, S | T> | null>(null);
  // A selector that builds a new object must still give React the same snapshot for an unchanged state.
  const getSnapshot = useCallback(() => {
    const state = store.getState();
    const cached = last.current;
    if (cached && cached.state === state && cached.selector === select) return cached.value;
    const value = select(state);
    last.current = { state, selector: select, value };
    return value;
  }, [store, select]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
