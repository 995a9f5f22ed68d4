export interface Store<S> {
  getState(): S;
  /** Merges a partial state (or the result of an updater) and notifies subscribers when anything changed. */
  setState(patch: Partial<S> | ((state: S) => Partial<S>)): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: (state: S) => void): () => void;
  /** Back to the defaults (the initial state unless `defaults` was given), persisted like any change. */
  reset(): void;
}

export interface CreateStoreOptions<S> {
  /** Runs on every change before listeners, e.g. to persist the new state. */
  onChange?: (state: S) => void;
  /** What `reset()` returns to, when it differs from the starting state (e.g. one read from storage). */
  defaults?: S;
}

function changes<S extends object>(state: S, patch: Partial<S>): boolean {
  return (Object.keys(patch) as Array<keyof S>).some((key) => !Object.is(state[key], patch[key]));
}

/**
 * A minimal framework-agnostic external store; `useStore` binds it to React.
 * A function as second argument is shorthand for `{ onChange }`.
 */
export function createStore<S extends object>(
  initial: S,
  options: CreateStoreOptions<S> | ((state: S) => void) = {},
): Store<S> {
  const { onChange, defaults = initial } = typeof options === 'function' ? { onChange: options } : options;
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
      if (changes(state, partial)) commit({ ...state, ...partial });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reset: () => commit({ ...defaults }),
  };
}
