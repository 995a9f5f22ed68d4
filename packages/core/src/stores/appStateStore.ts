import { ACTION_FLAG_RESET_MS } from './constants';
import { createStore, type Store } from './createStore';

export interface AppState {
  act: string;
  actData: unknown;
  local: string;
  session: Record<string, unknown>;
  isLoader: boolean;
}

export interface AppStateStore extends Store<AppState> {
  /** Spec §4: the action flag is set with its data and cleared 2000 ms later. */
  setAction(act: string, actData?: unknown): void;
  dispose(): void;
}

export function createAppStateStore(): AppStateStore {
  const store = createStore<AppState>({ act: '', actData: null, local: '', session: {}, isLoader: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    ...store,
    setAction(act, actData = null) {
      clearTimeout(timer);
      store.setState({ act, actData });
      timer = setTimeout(() => store.setState({ act: '', actData: null }), ACTION_FLAG_RESET_MS);
    },
    dispose: () => clearTimeout(timer),
  };
}
