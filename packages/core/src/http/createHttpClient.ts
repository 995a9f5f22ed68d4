import axios, { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { ApiRequestError } from '../errors/AtelierError';
import type { TokenSource } from '../provider/createServices';
import { toApiRequestError } from './toApiRequestError';

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
  /** The underlying instance, for uploads with progress and other advanced use. */
  axios: AxiosInstance;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _atelierRetried?: boolean;
  /** Set on calls that must not trigger a refresh themselves (login, refresh). */
  skipAuthRefresh?: boolean;
}

/**
 * axios for the library API: bearer token and `x-env` on every request, errors mapped to
 * `ApiRequestError`, and on 401 exactly one refresh shared by all concurrent requests,
 * after which they are retried once; a failed refresh ends the session.
 */
export function createHttpClient({ baseURL, env, timeoutMs = 30_000, tokens }: HttpClientOptions): HttpClient {
  const instance = axios.create({ baseURL, timeout: timeoutMs });
  let refreshing: Promise<string | null> | null = null;

  instance.interceptors.request.use((config) => {
    const token = tokens.getAccessToken();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    if (env) config.headers.set('x-env', env);
    return config;
  });

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

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    const mapped = toApiRequestError(error);
    const config = (axios.isAxiosError(error) ? error.config : undefined) as RetriableConfig | undefined;
    if (mapped.status !== 401 || !config || config._atelierRetried || config.skipAuthRefresh) throw mapped;
    const hadToken = config.headers.has('Authorization');
    if (!hadToken) throw mapped;
    const token = await refreshOnce();
    if (!token) throw new ApiRequestError('UNAUTHORIZED', mapped.msg, 401, mapped.details, { cause: error });
    config._atelierRetried = true;
    config.headers.set('Authorization', `Bearer ${token}`);
    try {
      return await instance.request(config);
    } catch (retryError) {
      throw toApiRequestError(retryError);
    }
  });

  const unwrap = async <T>(promise: Promise<{ data: T }>) => (await promise).data;

  return {
    axios: instance,
    request: (config) => unwrap(instance.request(config)),
    get: (url, config) => unwrap(instance.get(url, config)),
    post: (url, data, config) => unwrap(instance.post(url, data, config)),
    put: (url, data, config) => unwrap(instance.put(url, data, config)),
    patch: (url, data, config) => unwrap(instance.patch(url, data, config)),
    delete: (url, config) => unwrap(instance.delete(url, config)),
  };
}
