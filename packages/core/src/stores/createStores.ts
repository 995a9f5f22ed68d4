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

export function createStores(storage: AppStorage, env: Partial<EnvInfo> = {}): AppStores {
  return {
    settings: createAppSettingsStore(storage),
    appState: createAppStateStore(),
    envInfo: createEnvInfoStore(env),
    user: createUserStore(storage),
    auth: createAuthStore(storage),
  };
}
