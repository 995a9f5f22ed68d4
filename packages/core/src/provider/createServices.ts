import { type AuthApi, createAuthApi } from '../api/createAuthApi';
import { createSyncApi, type SyncApi } from '../sync/createSyncApi';
import { createSessionStore, type SessionStore } from '../api/createSessionStore';
import type { ResolvedAppConfig } from '../config/AppConfig';
import { createGatewayClient, type GatewayClient } from '../gateway/createGatewayClient';
import { createHttpClient, type HttpClient, type TokenSource } from '../http/createHttpClient';
import { type AppStorage, createStorage } from '../storage/createStorage';
import { type AppStores, createStores } from '../stores/createStores';

/**
 * A service a widget package defines, made once per `AppProvider` on first use, which a host may
 * replace (`provideService`): e.g. chat's conversation store, IndexedDB by default, an account's
 * synced store in a host with a server. Widgets ask `services.get(key)` and never learn which.
 */
export interface ServiceKey<T> {
  /** For messages and debugging, e.g. `chat.store`. */
  readonly name: string;
  /** The default, used unless the host provides another. */
  readonly create: (core: AppServices) => T;
}

/** A host's replacement for one service (`AppProvider services`, `createServices({ services })`). */
export interface ServiceOverride<T = unknown> {
  /** The service replaced. */
  readonly key: ServiceKey<T>;
  /** Makes the replacement, once per provider. */
  readonly create: (core: AppServices) => T;
}

/** `AppServices.get`: each service made once, by the host's override when there is one. */
function createServiceRegistry(overrides: readonly ServiceOverride[] = []) {
  const replacements = new Map<ServiceKey<unknown>, (core: AppServices) => unknown>();
  for (const override of overrides) {
    if (replacements.has(override.key)) throw new Error(`Service "${override.key.name}" is provided twice.`);
    replacements.set(override.key as ServiceKey<unknown>, override.create);
  }
  const made = new Map<ServiceKey<unknown>, unknown>();
  return function get<T>(core: AppServices, key: ServiceKey<T>): T {
    if (!made.has(key)) made.set(key, (replacements.get(key) ?? key.create)(core));
    return made.get(key) as T;
  };
}

export interface AppServices {
  config: ResolvedAppConfig;
  storage: AppStorage;
  stores: AppStores;
  /** The library API client (DESIGN §4). */
  libraryApi: HttpClient;
  auth: AuthApi;
  /** The one `/api/session` answer, shared by route guards, chat, GPTs and settings. */
  session: SessionStore;
  /** Account sync (issue 19): the signed-in user's chats, drawings and settings kept for their devices. */
  sync: SyncApi;
  /** Chat's and drawing's way to the AI services: endpoint, the access-password rule, one error shape. */
  gateway: GatewayClient;
  /** A widget package's service (`defineService`), made on first use; the host's replacement when it gave one. */
  get<T>(key: ServiceKey<T>): T;
}

export interface CreateServicesOptions {
  /** Host-created stores (so the host can read settings before rendering the provider). */
  stores?: AppStores;
  /** Replaces the default token source (the user store + refresh endpoint). */
  tokens?: TokenSource;
  /** Replacements for widget packages' services (`provideService`), e.g. a store backed by the host's server. */
  services?: readonly ServiceOverride[];
}

/** Library tokens live in the user store; a 401 refreshes once through `/api/refresh`. */
function storeTokenSource(stores: AppStores, getAuth: () => AuthApi): TokenSource {
  return {
    getAccessToken: () => stores.user.getState().token || null,
    async refresh() {
      const refreshToken = stores.user.getState().refreshToken;
      if (!refreshToken) return null;
      const pair = await getAuth().refresh(refreshToken);
      stores.user.updateUserInfo({
        token: pair.access_token,
        refreshToken: pair.refresh_token,
        expireTime: Date.now() + pair.expires_in * 1000,
      });
      return pair.access_token;
    },
    onSessionExpired: () => stores.user.logout(),
  };
}

export function createServices(config: ResolvedAppConfig, options: CreateServicesOptions = {}): AppServices {
  const storage = createStorage({ backend: config.storage.backend, prefix: config.storage.prefix });
  const stores = options.stores ?? createStores(storage, { env: config.libraryApi.env });
  let auth: AuthApi | null = null;
  const tokens = options.tokens ?? storeTokenSource(stores, () => auth as AuthApi);
  const libraryApi = createHttpClient({
    baseURL: config.libraryApi.baseUrl,
    env: config.libraryApi.env,
    timeoutMs: config.libraryApi.timeoutMs,
    tokens,
  });
  auth = createAuthApi(libraryApi, config.auth.transformPassword);
  const gateway = createGatewayClient({ apiBaseUrl: config.libraryApi.baseUrl, getAccessPassword: () => stores.auth.getState().accessPassword || null });
  const registry = createServiceRegistry(options.services);
  const services: AppServices = {
    config,
    storage,
    stores,
    libraryApi,
    auth,
    session: createSessionStore(libraryApi),
    sync: createSyncApi(libraryApi),
    gateway,
    get: (key) => registry(services, key),
  };
  return services;
}
