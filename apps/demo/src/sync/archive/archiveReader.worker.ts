import type { ArchiveReadResult } from './archiveFormat';
import { readAccountArchive } from './readAccountArchive';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(message: ArchiveReadResult, transfer: Transferable[]): void;
}

// An archive is untrusted bytes: it is unzipped and checked here, off the page's thread.
const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const result = readAccountArchive(new Uint8Array(event.data));
  scope.postMessage(
    result,
    result.ok ? result.archive.images.map((image) => image.bytes.buffer as ArrayBuffer) : [],
  );
};
