import type { TranslateFn } from '@atelier/core';
import type { LibraryMessages } from '../i18n/libraryNamespace';
import type { UploadError } from '../machines/uploadTypes';

const KNOWN = new Set([
  'UNSUPPORTED_FORMAT',
  'IMAGE_NEEDS_HTML_BOOK',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NETWORK_ERROR',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'BOOK_PRIVATE',
  'LINK_EXPIRED',
  'PUBLIC_LIBRARY_OFF',
]);

/**
 * Words a reader understands for an upload error, by code only: the server's `msg` is English for
 * developers and logs (DESIGN §4), never part of a translated sentence.
 */
export function uploadErrorMessage(t: TranslateFn<LibraryMessages>, error: UploadError): string {
  // A code we know says more than the status; a proxy's 413/415 carries a code of its own.
  const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : error.status === 415 && !KNOWN.has(error.code) ? 'UNSUPPORTED_FORMAT' : error.code;
  return KNOWN.has(code) ? t(`errors.${code}` as 'errors.UNKNOWN') : t('errors.UNKNOWN');
}
