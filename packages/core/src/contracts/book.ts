import type { IsoDateTime, Uuid } from './api';

export type BookType = 'epub' | 'pdf' | 'html' | 'txt' | 'audio' | 'video';

export interface BookFile {
  id: Uuid;
  book_id: Uuid;
  file_index: number;
  order: number;
  file_path: string;
  name: string;
  mime: string;
  size_bytes: number;
  duration_s?: number;
  /** Serves the bytes with HTTP Range support. */
  url: string;
}

export interface Book {
  id: Uuid;
  title: string;
  author: string;
  description: string;
  type: BookType;
  cover_url: string | null;
  qrcode_url: string;
  /** True once all `total_files` were received. */
  complete: boolean;
  total_files: number;
  size_bytes: number;
  owner_id: Uuid;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
  files?: BookFile[];
}

export interface BookListQuery {
  page?: number;
  per_page?: number;
  type?: BookType;
  q?: string;
  complete?: boolean;
}

export interface BookSearchQuery {
  keyword: string;
  page?: number;
  per_page?: number;
  type?: BookType;
}

export interface UpdateBookRequest {
  title?: string;
  author?: string;
  description?: string;
  complete?: boolean;
}
