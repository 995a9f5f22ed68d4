export interface Store<S> {
  getState(): S;
  setState(patch: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: (state: S) => void): () => void;
  /** Back to the initial state (and persisted as such when the store persists). */
  reset(): void;
}

/** A minimal external store; `onChange` lets a factory persist every new state. */
export function createStore<S extends object>(initial: S, onChange?: (state: S) => void): Store<S> {
  let state = initial;
  const listeners = new Set<(state: S) => void>();
  const commit = (next: S) => {
    state = next;
    onChange?.(state);
    listeners.forEach((listener) => listener(state));
  };
  return {
    getState: () => state,
    setState(patch) {
      const partial = typeof patch === 'function' ? patch(state) : patch;
      commit({ ...state, ...partial });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset: () => commit(initial),
  };
}
