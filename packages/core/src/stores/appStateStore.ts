import { ACTION_FLAG_RESET_MS } from './constants';
import { createStore, type Store } from './createStore';
import { type SpecCompatAppState, specCompatAppStateDefaults } from './specCompat';

/** Spec §3 transient shared state; never persisted. Only `session` has a reader; the rest is spec compatibility. */
export interface AppState extends SpecCompatAppState {
  session: Record<string, unknown>;
}

export const defaultAppState: AppState = { ...specCompatAppStateDefaults, session: {} };

export interface AppStateStore extends Store<AppState> {
  /** Spec §4: sets the action flag with its data; both clear 2000 ms after the latest call. */
  setAction(act: string, actData?: unknown): void;
  /** Stops the pending clear timer (when the provider unmounts). */
  dispose(): void;
}

export function createAppStateStore(): AppStateStore {
  const store = createStore<AppState>({ ...defaultAppState });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dispose = () => clearTimeout(timer);
  return {
    ...store,
    setAction(act, actData = null) {
      dispose();
      store.setState({ act, actData });
      timer = setTimeout(() => store.setState({ act: '', actData: null }), ACTION_FLAG_RESET_MS);
    },
    reset() {
      dispose();
      store.reset();
    },
    dispose,
  };
}
