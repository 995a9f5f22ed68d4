import { isApiRequestError } from '@atelier/core';

export type ReaderErrorCode =
  | 'NOT_FOUND'
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'FORBIDDEN'
  /** A private book and the caller is not its owner (or an administrator): signing in as the owner may help. */
  | 'BOOK_PRIVATE'
  /** A signed file address outlived its expiry: fetching the book again gives new ones. */
  | 'LINK_EXPIRED'
  | 'NO_FILES'
  | 'UNKNOWN';

/** A load failure as a code the view translates (the reader never shows raw exception text). */
export function readerErrorCode(error: unknown): ReaderErrorCode {
  if (isApiRequestError(error)) {
    if (error.status === 404 || error.code === 'NOT_FOUND') return 'NOT_FOUND';
    // The server's own reasons come before the status: both are 403s that need different words.
    if (error.code === 'BOOK_PRIVATE' || error.code === 'LINK_EXPIRED') return error.code;
    if (error.status === 401 || error.status === 403) return 'FORBIDDEN';
    if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return error.code;
    return 'UNKNOWN';
  }
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NO_FILES') return 'NO_FILES';
  return 'UNKNOWN';
}
