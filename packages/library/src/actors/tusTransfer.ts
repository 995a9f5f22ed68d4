import { ApiRequestError } from '@atelier/core';
import { DefaultHttpStack, defaultOptions, DetailedError, type HttpStack, Upload } from 'tus-js-client';
import type { UploadProgress } from '../api/createLibraryApi';
import { refreshingHttpStack, type TusAuth } from './refreshingHttpStack';

/** Files at or above this size go through tus, in chunks of the same size (DESIGN §2). */
export const TUS_THRESHOLD_BYTES = 8 * 1024 * 1024;

export interface TusTransferOptions {
  endpoint: string;
  file: Blob & { name?: string };
  /** The session: its headers are read before each request, and a 401 refreshes it once and retries. */
  auth: TusAuth;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
  /** Before the resume fingerprint kept in localStorage (the provider's `storage.prefix`), so providers with different prefixes never resume each other's uploads. @default '' */
  resumePrefix?: string;
  /** Bytes per PATCH. @default TUS_THRESHOLD_BYTES */
  chunkSize?: number;
  /** The transport under the session handling. @default tus-js-client's own (XHR in browsers) */
  httpStack?: HttpStack;
  /** The clock the token's expiry is compared with. @default Date.now */
  now?: () => number;
}

/** A tus failure as the one error shape of every library call (`ApiRequestError`: code, msg, status). */
function toTransferError(error: Error): ApiRequestError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return new ApiRequestError('NETWORK_ERROR', error.message, 0);
  const status = response.getStatus();
  try {
    const body = JSON.parse(response.getBody()) as { code?: unknown; msg?: unknown };
    if (typeof body.code === 'string') return new ApiRequestError(body.code, typeof body.msg === 'string' ? body.msg : error.message, status);
  } catch {
    // Not JSON: fall through to the status.
  }
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHORIZED' : `HTTP_${status}`;
  return new ApiRequestError(code, error.message, status);
}

/**
 * Sends a file with tus and resolves with the upload id. The fingerprint and upload URL stay in
 * localStorage until success, so after a reload or a cut connection the same file resumes at the
 * server's offset instead of starting over.
 */
export async function tusTransfer({ endpoint, file, auth, onProgress, signal, resumePrefix = '', chunkSize = TUS_THRESHOLD_BYTES, httpStack = new DefaultHttpStack({}), now = Date.now }: TusTransferOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint,
      chunkSize,
      // A transfer may outlive the access token: each request takes the latest one, and a 401 refreshes it.
      httpStack: refreshingHttpStack(httpStack, auth, now),
      retryDelays: [0, 1000, 3000, 5000],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // Without a prefix the library's own fingerprint is kept as it was, so pending uploads still resume.
      ...(resumePrefix ? { fingerprint: async (f: File, options) => `${resumePrefix}${await defaultOptions.fingerprint(f, options)}` } : {}),
      metadata: { filename: file.name ?? 'file', filetype: file.type || 'application/octet-stream' },
      onProgress: (loaded, total) => onProgress({ loaded, total }),
      onSuccess: () => {
        const id = upload.url?.split('/').filter(Boolean).pop();
        if (id) resolve(id);
        else reject(new ApiRequestError('UNKNOWN', 'The server gave no upload URL', 0));
      },
      onError: (error) => reject(toTransferError(error)),
    });
    const abort = () => {
      // Not terminated on the server: a later attempt resumes from what arrived.
      void upload.abort(false);
      reject(new ApiRequestError('ABORTED', 'Upload aborted', 0));
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (signal.aborted) return;
        const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch(() => upload.start());
  });
}
