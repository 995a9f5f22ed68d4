import type { GptsDirectoryOptions } from './createGptsDirectory';

export interface GptsGetDeps {
  /** The app server's client (library API: base URL, `x-env` and the user's token). */
  serverGet: (url: string, config: { params: Record<string, string | number>; signal?: AbortSignal }) => Promise<unknown>;
  fetch: typeof fetch;
}

/**
 * Relative addresses are the app's own server and go through its client; an absolute one is
 * another host, fetched plainly so it never receives the user's token.
 */
export function createGptsGet({ serverGet, fetch: fetchFn }: GptsGetDeps): GptsDirectoryOptions['get'] {
  return async (address, params, signal) => {
    if (!/^https?:\/\//i.test(address)) return serverGet(address, { params, ...(signal ? { signal } : {}) });
    const target = new URL(address);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, String(value));
    const response = await fetchFn(target, signal ? { signal } : {});
    if (!response.ok) throw new Error(`GPTs directory answered ${response.status}`);
    return (await response.json()) as unknown;
  };
}
