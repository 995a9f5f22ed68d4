import type { Uuid } from './api';
import type { Book, BookFile, BookVisibility } from './book';
import type { UploadTask } from './uploadTask';

/**
 * Multipart fields of POST /api/books/upload. Numbers travel as strings in
 * multipart; the server coerces them. Send either `file` or `upload_id`.
 */
export interface UploadBookFields {
  title: string;
  file_index: number;
  total_files: number;
  upload_id?: string;
  book_id?: Uuid;
  file_path?: string;
  order?: number;
  root_path?: string;
  task_id?: Uuid;
  task_name?: string;
  regenerate_qrcode?: boolean;
  author?: string;
  description?: string;
  /** Who may open the book this file creates. @default 'private' */
  visibility?: BookVisibility;
}

export interface UploadBookResponse {
  book: Book;
  file: BookFile;
  task?: UploadTask;
}
