import type { Book, BookFile, BookVisibility, UploadTask } from '@atelier/core';

/** A file as the machines see it; a DOM `File` satisfies it, tests pass plain objects. */
export interface UploadSource {
  name: string;
  size: number;
  lastModified?: number;
}

export interface UploadRequestFields {
  title: string;
  file_index: number;
  total_files: number;
  book_id?: string;
  file_path?: string;
  order?: number;
  root_path?: string;
  task_id?: string;
  task_name?: string;
  author?: string;
  description?: string;
  /** Who may open the book this file creates (the server ignores it for a book that exists). */
  visibility?: BookVisibility;
}

export interface UploadRequest {
  file: UploadSource;
  cover?: UploadSource | null;
  fields: UploadRequestFields;
}

export interface UploadResult {
  book: Book;
  file: BookFile;
  task?: UploadTask;
}

/** An error kept as data: the view translates `code`, and may show the server's `msg`. */
export interface UploadError {
  code: string;
  msg?: string;
  status?: number;
  fields?: string[];
}

export function toUploadError(error: unknown): UploadError {
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string') {
    const { code, msg, status, details } = error as { code: string; msg?: unknown; status?: unknown; details?: { fields?: unknown } };
    const result: UploadError = { code };
    if (typeof msg === 'string') result.msg = msg;
    if (typeof status === 'number') result.status = status;
    if (Array.isArray(details?.fields)) {
      result.fields = details.fields.flatMap((f: unknown) => (typeof (f as { field?: unknown })?.field === 'string' ? [(f as { field: string }).field] : []));
    }
    return result;
  }
  return { code: 'UNKNOWN', ...(error instanceof Error ? { msg: error.message } : {}) };
}
