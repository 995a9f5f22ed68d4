import type { ResolvedAppConfig } from '../config/AppConfig';
import { createHttpClient, type HttpClient } from '../http/createHttpClient';

export interface TokenSource {
  getAccessToken(): string | null;
  /** Returns a fresh access token, or null when the session cannot be refreshed. */
  refresh(): Promise<string | null>;
  /** Called once when a refresh fails: the session is over. */
  onSessionExpired(): void;
}

export interface AppServices {
  config: ResolvedAppConfig;
  /** The library API client (DESIGN §4). */
  libraryApi: HttpClient;
}

export interface CreateServicesOptions {
  tokens?: TokenSource;
}

const anonymous: TokenSource = {
  getAccessToken: () => null,
  refresh: async () => null,
  onSessionExpired: () => {},
};

export function createServices(config: ResolvedAppConfig, options: CreateServicesOptions = {}): AppServices {
  const tokens = options.tokens ?? anonymous;
  return {
    config,
    libraryApi: createHttpClient({
      baseURL: config.libraryApi.baseUrl,
      env: config.libraryApi.env,
      timeoutMs: config.libraryApi.timeoutMs,
      tokens,
    }),
  };
}
