import { Unzip, UnzipInflate, zipSync, type Zippable } from 'fflate';
import { ARCHIVE_FILES, ARCHIVE_LIMITS, type ArchiveLimits } from './archiveFormat';

/** Packs the archive's files; images are stored as they are, since they are compressed already. */
export function packArchive(files: ReadonlyMap<string, Uint8Array>, mtime: Date): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, bytes] of files)
    zippable[name] = [bytes, { level: name.startsWith(ARCHIVE_FILES.imagesDir) ? 0 : 6, mtime }];
  return zipSync(zippable);
}

export type Unpacked =
  | { ok: true; files: Map<string, Uint8Array<ArrayBuffer>> }
  | { ok: false; problem: 'NOT_ZIP' | 'TOO_LARGE' };

const concat = (chunks: Uint8Array[], size: number) => {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

// Folders, absolute paths and `..` name nothing an archive of ours holds.
const isEntryName = (name: string) =>
  name.length > 0 &&
  name.length <= 1024 &&
  !name.endsWith('/') &&
  !name.startsWith('/') &&
  !name.split('/').includes('..');

/**
 * Unzips untrusted bytes, counting what each entry really inflates to (a zip's own sizes can lie)
 * and stopping at the limits: a zip bomb ends as TOO_LARGE, damaged bytes as NOT_ZIP.
 */
export function unpackArchive(bytes: Uint8Array, limits: ArchiveLimits = ARCHIVE_LIMITS): Unpacked {
  if (
    bytes.length < 4 ||
    bytes[0] !== 0x50 ||
    bytes[1] !== 0x4b ||
    bytes[2] !== 0x03 ||
    bytes[3] !== 0x04
  )
    return { ok: false, problem: 'NOT_ZIP' };
  if (bytes.length > limits.totalBytes) return { ok: false, problem: 'TOO_LARGE' };
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  let failure: 'NOT_ZIP' | 'TOO_LARGE' | null = null;
  let total = 0;
  let entries = 0;
  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++entries > limits.entries) {
      failure = 'TOO_LARGE';
      return;
    }
    if (!isEntryName(file.name) || files.has(file.name)) return;
    const cap = file.name.startsWith(ARCHIVE_FILES.imagesDir)
      ? limits.imageBytes
      : limits.jsonBytes;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = 'NOT_ZIP';
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > cap || total > limits.totalBytes) {
        failure = 'TOO_LARGE';
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) files.set(file.name, concat(chunks, size));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    return { ok: false, problem: failure ?? 'NOT_ZIP' };
  }
  return failure ? { ok: false, problem: failure } : { ok: true, files };
}
