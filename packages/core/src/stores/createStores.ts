import type { AppStorage } from '../storage/createStorage';
import { type AppSettingsStore, createAppSettingsStore } from './appSettingsStore';
import { type AppStateStore, createAppStateStore } from './appStateStore';
import { type AuthStore, createAuthStore } from './authStore';
import type { Store } from './createStore';
import { createEnvInfoStore, type EnvInfo } from './envInfoStore';
import { createUserStore, type UserStore } from './userStore';

export interface AppStores {
  settings: AppSettingsStore;
  appState: AppStateStore;
  envInfo: Store<EnvInfo>;
  user: UserStore;
  auth: AuthStore;
}

/** Env info known up front (from the provider config), e.g. `{ env: 'ppe' }`; the rest keeps its defaults. */
export type CreateStoresOptions = Partial<EnvInfo>;

/** One independent set of spec §3 stores per provider, persisted through `storage`. */
export function createStores(storage: AppStorage, options: CreateStoresOptions = {}): AppStores {
  return {
    settings: createAppSettingsStore(storage),
    appState: createAppStateStore(),
    envInfo: createEnvInfoStore(options),
    user: createUserStore(storage),
    auth: createAuthStore(storage),
  };
}
