import type { BookVisibility } from '@atelier/core';
import { isBookVisibility } from '../books/visibility';
import type { UploadError, UploadRequest, UploadSource } from './uploadTypes';

export type BatchFileStatus = 'pending' | 'uploading' | 'uploaded' | 'failed';

/** One file of a batch; plain data so it can be persisted and restored. */
export interface BatchFile {
  /** Its path inside the picked folder; unique within the batch. */
  key: string;
  name: string;
  size: number;
  lastModified: number | null;
  bookId: string;
  title: string;
  fileIndex: number;
  totalFiles: number;
  /** Source key of the book's cover, sent with file 0 only. */
  coverKey: string | null;
  /** Who may open the book the file's book creates; absent in batches saved before visibility existed (the server's default, private). */
  visibility?: BookVisibility;
  status: BatchFileStatus;
  loaded: number;
  error: UploadError | null;
  attempts: number;
}

export interface BatchPlan {
  taskId: string;
  taskName: string;
  rootPath: string;
  files: BatchFile[];
}

export interface PersistedBatch extends BatchPlan {
  version: 1;
  created: boolean;
  paused: boolean;
}

export type BatchSources = Record<string, UploadSource>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const STATUSES: ReadonlySet<unknown> = new Set(['pending', 'uploading', 'uploaded', 'failed']);

function isBatchFile(value: unknown): value is BatchFile {
  if (!isRecord(value)) return false;
  const { key, name, size, bookId, title, fileIndex, totalFiles, status, loaded, attempts, visibility } = value;
  return (
    typeof key === 'string' &&
    typeof name === 'string' &&
    typeof size === 'number' &&
    typeof bookId === 'string' &&
    typeof title === 'string' &&
    Number.isInteger(fileIndex) &&
    Number.isInteger(totalFiles) &&
    STATUSES.has(status) &&
    typeof loaded === 'number' &&
    typeof attempts === 'number' &&
    (visibility === undefined || isBookVisibility(visibility))
  );
}

/** Validates what came back from storage: anything odd is dropped rather than half-restored. */
export function isPersistedBatch(value: unknown): value is PersistedBatch {
  return (
    isRecord(value) &&
    value['version'] === 1 &&
    typeof value['taskId'] === 'string' &&
    typeof value['taskName'] === 'string' &&
    typeof value['rootPath'] === 'string' &&
    typeof value['created'] === 'boolean' &&
    typeof value['paused'] === 'boolean' &&
    Array.isArray(value['files']) &&
    value['files'].length > 0 &&
    value['files'].every(isBatchFile)
  );
}

/** The request the per-file machine sends for one batch file. */
export function requestFor(plan: Omit<BatchPlan, 'files'>, file: BatchFile, sources: BatchSources): UploadRequest | null {
  const source = sources[file.key];
  if (!source) return null;
  const cover = file.fileIndex === 0 && file.coverKey ? sources[file.coverKey] : undefined;
  return {
    file: source,
    ...(cover ? { cover } : {}),
    fields: {
      title: file.title,
      file_index: file.fileIndex,
      total_files: file.totalFiles,
      book_id: file.bookId,
      file_path: file.key,
      order: file.fileIndex,
      root_path: plan.rootPath,
      task_id: plan.taskId,
      task_name: plan.taskName,
      ...(file.visibility ? { visibility: file.visibility } : {}),
    },
  };
}

/** The first file of a book creates it; the others wait so they all land in that one book. */
export function isReadyToUpload(file: BatchFile, files: BatchFile[], sources: BatchSources): boolean {
  if (file.status !== 'pending' || !sources[file.key]) return false;
  if (file.fileIndex === 0) return true;
  return files.some((f) => f.bookId === file.bookId && f.fileIndex === 0 && f.status === 'uploaded');
}

export interface BatchTotals {
  totalFiles: number;
  uploadedFiles: number;
  failedFiles: number;
  activeFiles: number;
  totalBytes: number;
  loadedBytes: number;
}

export function batchTotals(files: BatchFile[]): BatchTotals {
  const totals: BatchTotals = { totalFiles: files.length, uploadedFiles: 0, failedFiles: 0, activeFiles: 0, totalBytes: 0, loadedBytes: 0 };
  for (const file of files) {
    totals.totalBytes += file.size;
    if (file.status === 'uploaded') {
      totals.uploadedFiles += 1;
      totals.loadedBytes += file.size;
    } else {
      totals.loadedBytes += Math.min(file.loaded, file.size);
      if (file.status === 'failed') totals.failedFiles += 1;
      if (file.status === 'uploading') totals.activeFiles += 1;
    }
  }
  return totals;
}
