import { useSyncExternalStore } from 'react';
import type { Store } from './createStore';

export function useStore<S extends object>(store: Store<S>): S;
export function useStore<S extends object, T>(store: Store<S>, selector: (state: S) => T): T;
export function useStore<S extends object, T>(store: Store<S>, selector?: (state: S) => T): S | T {
  const select = () => (selector ? selector(store.getState()) : store.getState());
  return useSyncExternalStore(store.subscribe, select, select);
}
