import { type AuthApi, createAuthApi } from '../api/createAuthApi';
import { createSessionStore, type SessionStore } from '../api/createSessionStore';
import type { ResolvedAppConfig } from '../config/AppConfig';
import { createGatewayClient, type GatewayClient } from '../gateway/createGatewayClient';
import { createHttpClient, type HttpClient, type TokenSource } from '../http/createHttpClient';
import { type AppStorage, createStorage } from '../storage/createStorage';
import { type AppStores, createStores } from '../stores/createStores';

export interface AppServices {
  config: ResolvedAppConfig;
  storage: AppStorage;
  stores: AppStores;
  /** The library API client (DESIGN §4). */
  libraryApi: HttpClient;
  auth: AuthApi;
  /** The one `/api/session` answer, shared by route guards, chat, GPTs and settings. */
  session: SessionStore;
  /** Chat's and drawing's way to the AI services: endpoint, the access-password rule, one error shape. */
  gateway: GatewayClient;
}

export interface CreateServicesOptions {
  /** Host-created stores (so the host can read settings before rendering the provider). */
  stores?: AppStores;
  /** Replaces the default token source (the user store + refresh endpoint). */
  tokens?: TokenSource;
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
  return { config, storage, stores, libraryApi, auth, session: createSessionStore(libraryApi), gateway };
}
