import { ARCHIVE_LIMITS, type ArchiveReadResult } from './archiveFormat';
import { readAccountArchive } from './readAccountArchive';

/**
 * Reads an archive the user picked, in a worker so a large or hostile one never stalls the page
 * (inline where there are no workers, as in tests).
 */
export async function readArchiveFile(file: Blob): Promise<ArchiveReadResult> {
  if (file.size > ARCHIVE_LIMITS.totalBytes) return { ok: false, problem: { code: 'TOO_LARGE' } };
  const bytes = await file.arrayBuffer();
  if (typeof Worker === 'undefined') return readAccountArchive(new Uint8Array(bytes));
  const worker = new Worker(new URL('./archiveReader.worker.ts', import.meta.url), {
    type: 'module',
  });
  try {
    return await new Promise<ArchiveReadResult>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ArchiveReadResult>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'the archive reader stopped'));
      worker.postMessage(bytes, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}
