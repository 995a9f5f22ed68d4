import type { IsoDateTime, Uuid } from './api';

export type BookType = 'epub' | 'pdf' | 'html' | 'txt' | 'audio' | 'video';

/**
 * Who may open a book: `private` its owner (and administrators), `link` anyone with its address or
 * QR code, `public` anyone, and it is listed in the public library.
 */
export type BookVisibility = 'private' | 'link' | 'public';

export const BOOK_VISIBILITIES: readonly BookVisibility[] = ['private', 'link', 'public'];

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
  /**
   * Serves the bytes with HTTP Range support. A private book's addresses carry a signature that
   * expires (see `Book.urls_expire_at`): treat them as opaque and fetch the book again for new ones.
   */
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
  visibility: BookVisibility;
  /** A private book only: when its signed `cover_url`, `qrcode_url` and file `url`s stop working. */
  urls_expire_at?: IsoDateTime;
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

/**
 * Which books a search covers: `all` (the default) the caller's own and the public ones, `mine` the
 * caller's own (every book for an administrator), `public` the public library only.
 */
export type BookSearchScope = 'all' | 'mine' | 'public';

export interface BookSearchQuery {
  keyword: string;
  page?: number;
  per_page?: number;
  type?: BookType;
  scope?: BookSearchScope;
}

/** `PUT /api/books/visibility`: all or none of the books change (each must be the caller's, or the caller an administrator). */
export interface SetVisibilityRequest {
  book_ids: Uuid[];
  visibility: BookVisibility;
}

export interface SetVisibilityResponse {
  updated: number;
}

export interface UpdateBookRequest {
  title?: string;
  author?: string;
  description?: string;
  complete?: boolean;
  visibility?: BookVisibility;
}
