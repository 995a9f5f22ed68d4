import type { AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { ApiRequestError, isApiRequestError } from '../errors/AtelierError';
import { asPlainRequest, fetchRequest, type PlainRequest, withParams } from './fetchRequest';
import { isOwnServer, ownServerOf } from './gatewayHeaders';
import { isAxiosError, toApiRequestError } from './toApiRequestError';

/** Where the client gets the access token, and how it renews it after a 401. */
export interface TokenSource {
  getAccessToken(): string | null;
  /** Returns a fresh access token, or null when the session cannot be refreshed. */
  refresh(): Promise<string | null>;
  /** Called once when a refresh fails: the session is over. */
  onSessionExpired(): void;
}

export interface HttpClientOptions {
  baseURL: string;
  env?: string;
  timeoutMs?: number;
  tokens: TokenSource;
}

export interface HttpClient {
  request<T>(config: AxiosRequestConfig): Promise<T>;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  /** The underlying instance (loaded on first use), for uploads with progress and other advanced use. */
  axios(): Promise<AxiosInstance>;
  /**
   * `Authorization` (when signed in) and `x-env` for a request to `url` (a path under the API, or
   * absolute), for transports that do not go through axios (tus, keepalive fetch). Empty for any
   * other origin: the library session never travels to someone else's server.
   * @default url the API base
   */
  authHeaders(url?: string): Record<string, string>;
  /**
   * Renews the access token through the one refresh the 401 retry uses, so concurrent callers
   * share a single `/api/refresh`. With `failedToken` (the token a rejected request carried), a
   * newer token already in place is returned as is. Resolves null once the session is over.
   */
  refreshAccessToken(failedToken?: string | null): Promise<string | null>;
  /** A `fetch` with `keepalive` and `authHeaders()` to a path under the API, for saves as the page goes away. */
  fetchKeepalive(path: string, init?: RequestInit): Promise<Response>;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _atelierRetried?: boolean;
  /** Set on calls that must not trigger a refresh themselves (login, refresh). */
  skipAuthRefresh?: boolean;
}

/**
 * The library API's client. A plain call (JSON in and out, or a file's bytes with download
 * progress: every call a first visit makes) goes through `fetch`; axios is loaded only for a call that
 * needs more (forms, upload progress, its own timeout), so a first visit never downloads it. Either way: bearer token and `x-env` on every request, errors mapped to
 * `ApiRequestError`, and on 401 exactly one refresh shared by all concurrent requests,
 * after which they are retried once; a failed refresh ends the session.
 */
export function createHttpClient({
  baseURL,
  env,
  timeoutMs = 30_000,
  tokens,
}: HttpClientOptions): HttpClient {
  let loading: Promise<AxiosInstance> | null = null;
  const load = () =>
    (loading ??= import('axios').then(({ default: axios }) =>
      configure(axios.create({ baseURL, timeout: timeoutMs })),
    ));
  // A failed chunk load (offline) is tried again on the next request.
  const instance = () =>
    load().catch((error: unknown) => ((loading = null), Promise.reject(toApiRequestError(error))));
  let refreshing: Promise<string | null> | null = null;
  const refreshOnce = () => {
    refreshing ??= tokens
      .refresh()
      .catch(() => null)
      .then((token) => {
        if (!token) tokens.onSessionExpired();
        return token;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  // A slower request of the same burst may come back after its refresh has finished: it must not
  // start another one (the refresh token has rotated), but take the new token, or fail if the
  // session ended meanwhile.
  const refreshAccessToken = async (failedToken?: string | null) => {
    const current = tokens.getAccessToken();
    return failedToken === undefined || failedToken === current ? refreshOnce() : current;
  };

  /** Whether `url` (absolute, or a path joined to the API base the way axios joins it) is our own server. */
  const isOwn = (url: string) => isOwnServer(url, ownServerOf(baseURL));
  const underApi = (path: string) =>
    /^([a-z][a-z\d+.-]*:)?\/\//i.test(path) ? path : `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

  const authHeaders = (url: string = baseURL): Record<string, string> => {
    // An absolute URL on another origin (a cover, a presigned link) is someone else's server:
    // the library session must never travel there.
    if (!isOwn(underApi(url))) return {};
    const token = tokens.getAccessToken();
    return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(env ? { 'x-env': env } : {}) };
  };

  function configure(client: AxiosInstance): AxiosInstance {
    client.interceptors.request.use((config) => {
      if (!isOwn(client.getUri(config))) return config;
      const token = tokens.getAccessToken();
      if (token && !config.headers.has('Authorization'))
        config.headers.set('Authorization', `Bearer ${token}`);
      if (env) config.headers.set('x-env', env);
      return config;
    });

    client.interceptors.response.use(undefined, async (error: unknown) => {
      const mapped = toApiRequestError(error);
      const config = (isAxiosError(error) ? error.config : undefined) as
        RetriableConfig | undefined;
      if (mapped.status !== 401 || !config || config._atelierRetried || config.skipAuthRefresh)
        throw mapped;
      const sentWith = config.headers.get('Authorization');
      if (!sentWith) throw mapped;
      const sent = String(sentWith);
      const token = await refreshAccessToken(sent.startsWith('Bearer ') ? sent.slice('Bearer '.length) : sent);
      if (!token)
        throw new ApiRequestError('UNAUTHORIZED', mapped.msg, 401, mapped.details, {
          cause: error,
        });
      config._atelierRetried = true;
      config.headers.set('Authorization', `Bearer ${token}`);
      try {
        return await client.request(config);
      } catch (retryError) {
        throw toApiRequestError(retryError);
      }
    });
    return client;
  }

  /** A plain request through fetch, with the same headers, errors and single 401 retry as the axios interceptors. */
  async function sendPlain(request: PlainRequest): Promise<unknown> {
    const url = withParams(underApi(request.url), request.params);
    const headers = new Headers({ Accept: 'application/json, text/plain, */*', ...authHeaders(url) });
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    try {
      return await fetchRequest(url, request, headers, timeoutMs);
    } catch (error) {
      const sent = headers.get('Authorization');
      if (!isApiRequestError(error) || error.status !== 401 || request.skipAuthRefresh || !sent) throw error;
      const token = await refreshAccessToken(sent.startsWith('Bearer ') ? sent.slice('Bearer '.length) : sent);
      if (!token) throw new ApiRequestError('UNAUTHORIZED', error.msg, 401, error.details, { cause: error });
      headers.set('Authorization', `Bearer ${token}`);
      return fetchRequest(url, request, headers, timeoutMs);
    }
  }

  const send = async <T>(config: AxiosRequestConfig): Promise<T> => {
    const plain = asPlainRequest(config);
    if (plain) return (await sendPlain(plain)) as T;
    return (await (await instance()).request<T>(config)).data;
  };

  return {
    axios: instance,
    request: (config) => send(config),
    get: (url, config) => send({ ...config, method: 'get', url }),
    post: (url, data, config) => send({ ...config, method: 'post', url, data }),
    put: (url, data, config) => send({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => send({ ...config, method: 'patch', url, data }),
    delete: (url, config) => send({ ...config, method: 'delete', url }),
    authHeaders,
    refreshAccessToken,
    fetchKeepalive: (path, init = {}) => {
      const url = underApi(path);
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(authHeaders(url))) if (!headers.has(name)) headers.set(name, value);
      return fetch(url, { ...init, headers, keepalive: true });
    },
  };
}
