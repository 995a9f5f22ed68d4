import type { IsoDateTime, Uuid } from './api';
import type { Book } from './book';

export type UploadTaskStatus = 'pending' | 'uploading' | 'completed' | 'partial' | 'failed' | 'cancelled';
export type UploadTaskFileStatus = 'pending' | 'uploaded' | 'failed';

export interface UploadTaskFile {
  file_index: number;
  file_path: string;
  book_id: Uuid | null;
  status: UploadTaskFileStatus;
  error?: string;
}

export interface UploadTask {
  task_id: Uuid;
  task_name: string;
  status: UploadTaskStatus;
  root_path: string;
  total_files: number;
  uploaded_files: number;
  failed_files: number;
  owner_id: Uuid;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
  files?: UploadTaskFile[];
  books?: Book[];
}

export interface CreateUploadTaskRequest {
  task_name: string;
  root_path: string;
  total_files: number;
  /** Optional client-generated id. */
  task_id?: Uuid;
}

export interface UpdateUploadTaskRequest {
  task_name?: string;
  status?: 'cancelled';
}

export interface UploadTaskListQuery {
  status?: UploadTaskStatus;
  page?: number;
  per_page?: number;
  q?: string;
}
