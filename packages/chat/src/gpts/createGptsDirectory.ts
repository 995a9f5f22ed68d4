import { parseGptsResponse } from './parseGpts';
import type { GptsDirectory } from './types';

export const DEFAULT_GPTS_URL = '/api/gpts';
export const GPTS_SEARCH_LIMIT = 30;

export interface GptsDirectoryOptions {
  /** The directory's address, resolved on the first search (e.g. from the server's session config). */
  resolveUrl: () => Promise<string>;
  /** GET with query parameters, answering the parsed JSON body. */
  get: (url: string, params: Record<string, string | number>, signal?: AbortSignal) => Promise<unknown>;
}

/** `GET <url>?q=&limit=`; the URL is looked up once and kept. */
export function createGptsDirectory({ resolveUrl, get }: GptsDirectoryOptions): GptsDirectory {
  let url: Promise<string> | null = null;
  return {
    async search(query, signal) {
      url ??= resolveUrl().catch(() => DEFAULT_GPTS_URL);
      return parseGptsResponse(await get(await url, { q: query.trim(), limit: GPTS_SEARCH_LIMIT }, signal));
    },
  };
}
