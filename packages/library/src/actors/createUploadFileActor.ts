import { fromCallback } from 'xstate';
import type { LibraryApi, UploadProgress } from '../api/createLibraryApi';
import type { UploadFileEvent } from '../machines/uploadFileMachine';
import { toUploadError, type UploadRequest } from '../machines/uploadTypes';
import type { TusAuth } from './refreshingHttpStack';
import { TUS_THRESHOLD_BYTES, tusTransfer, type TusTransferOptions } from './tusTransfer';

/** Progress reports closer together than this are dropped (the last one always passes). */
const PROGRESS_INTERVAL_MS = 200;

export interface UploadFileActorDeps {
  api: Pick<LibraryApi, 'uploadBook'>;
  /** Absolute tus endpoint, `<baseUrl>/api/uploads`. */
  tusEndpoint: string;
  /** The session tus sends (headers read per request; a 401 refreshes once through the client's shared refresh). */
  tusAuth: TusAuth;
  tus?: (options: TusTransferOptions) => Promise<string>;
  /** The provider's `storage.prefix`, before tus resume fingerprints. @default '' */
  resumePrefix?: string;
  thresholdBytes?: number;
  now?: () => number;
}

type BookBlob = Blob & { name?: string };

/** Small files go up as one multipart request; large ones through tus, then `upload_id`. */
export async function transferFile(
  deps: UploadFileActorDeps,
  request: UploadRequest,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
) {
  const file = request.file as unknown as BookBlob;
  const cover = (request.cover ?? undefined) as BookBlob | undefined;
  const extras = cover ? { cover } : {};
  if (request.file.size < (deps.thresholdBytes ?? TUS_THRESHOLD_BYTES)) {
    return deps.api.uploadBook({ fields: request.fields, file, ...extras, onProgress, signal });
  }
  const uploadId = await (deps.tus ?? tusTransfer)({ endpoint: deps.tusEndpoint, file, auth: deps.tusAuth, onProgress, signal, ...(deps.resumePrefix ? { resumePrefix: deps.resumePrefix } : {}) });
  return deps.api.uploadBook({ fields: { ...request.fields, upload_id: uploadId }, ...extras, signal });
}

/** The `uploadFile` actor of `uploadFileMachine`: leaving `uploading` aborts the transfer. */
export function createUploadFileActor(deps: UploadFileActorDeps) {
  const now = deps.now ?? Date.now;
  return fromCallback<UploadFileEvent, UploadRequest>(({ input, sendBack }) => {
    const controller = new AbortController();
    let lastSent = -Infinity;
    const onProgress = ({ loaded, total }: UploadProgress) => {
      const at = now();
      if (at - lastSent < PROGRESS_INTERVAL_MS && loaded < total) return;
      lastSent = at;
      sendBack({ type: 'upload.progress', loaded, total, at });
    };
    transferFile(deps, input, onProgress, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) sendBack({ type: 'upload.succeeded', result });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) sendBack({ type: 'upload.failed', error: toUploadError(error) });
      },
    );
    return () => controller.abort();
  });
}
