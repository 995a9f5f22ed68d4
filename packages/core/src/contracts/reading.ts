import type { IsoDateTime, Uuid } from './api';
import type { Book, BookType } from './book';

export interface ReadingProgress {
  book_id: Uuid;
  format: BookType;
  file_index: number;
  /** epub CFI | pdf page | txt "chapter:offset" | html "file:fraction" | audio/video seconds. */
  locator: string;
  /** 0..1 */
  percentage: number;
  finished: boolean;
  client_updated_at: IsoDateTime;
  updated_at: IsoDateTime;
  device_id: string;
}

export interface SaveProgressRequest {
  format: BookType;
  file_index: number;
  locator: string;
  percentage: number;
  finished?: boolean;
  client_updated_at: IsoDateTime;
  device_id: string;
}

export interface ReadingEntry {
  book: Book;
  progress: ReadingProgress;
}

export interface PopularEntry {
  book: Book;
  readers: number;
}

export type ReadingHistoryStatus = 'reading' | 'finished';
