import { isApiRequestError } from '@atelier/core';
import type { ReaderFileRef } from './readerFile';

/** How long before a private book's addresses expire the reader fetches new ones. */
export const REFRESH_LEAD_MS = 5 * 60_000;
/** Never sooner than this: a client clock far ahead of the server's must not refresh in a loop. */
export const REFRESH_MIN_MS = 60_000;
/** Timers overflow past 2^31 − 1 ms (about 24.8 days) and would fire at once: a far expiry waits this long, then looks again. */
export const REFRESH_MAX_MS = 2 ** 31 - 1;
/** After a failed refresh (offline, server busy), try again this much later. */
export const REFRESH_RETRY_MS = 30_000;

/** When to fetch the book again for addresses that stop working at `expiresAt` (ms since the epoch). */
export function refreshDelayMs(expiresAt: number, now: number): number {
  return Math.min(REFRESH_MAX_MS, Math.max(REFRESH_MIN_MS, expiresAt - now - REFRESH_LEAD_MS));
}

/**
 * The open book with the addresses of a fresh copy: only URLs and their expiry change, so the views
 * keep their files, order and places (a file the fresh copy lacks keeps its old address).
 */
export function withFreshUrls(current: ReaderFileRef, fresh: ReaderFileRef): ReaderFileRef {
  const urls = new Map((fresh.files ?? []).map((f) => [f.index, f.url]));
  const files = current.files?.map((f) => {
    const url = urls.get(f.index);
    return url === undefined || url === f.url ? f : { ...f, url };
  });
  const first = files?.[0];
  return {
    ...current,
    ...(first ? { url: first.url } : fresh.url !== undefined ? { url: fresh.url } : {}),
    ...(files ? { files } : {}),
    expiresAt: fresh.expiresAt,
  };
}

/** A refusal that another try will not change (the book became private, was deleted, the session ended). */
export function isLastingRefusal(error: unknown): boolean {
  return isApiRequestError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
