import type { TranslateFn } from '@atelier/core';
import type { LibraryMessages } from '../i18n/libraryNamespace';
import { toUploadError } from '../machines/uploadTypes';
import { uploadErrorMessage } from './uploadErrorMessage';

/** Any failed library call in words, keeping the server's `msg`. */
export function apiErrorMessage(t: TranslateFn<LibraryMessages>, error: unknown): string {
  return uploadErrorMessage(t, toUploadError(error));
}
