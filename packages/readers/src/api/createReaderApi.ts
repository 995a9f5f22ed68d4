import { type HttpClient, isApiRequestError, type ReadingProgress, type SaveProgressRequest } from '@atelier/core';
import { getBookRecord } from './getBookRecord';

export interface ByteProgress {
  loaded: number;
  total: number | null;
}

/** The calls of DESIGN §4 the reader makes; the library package has its own, widgets never share. */
export function createReaderApi(http: HttpClient) {
  return {
    getBook: (bookId: string, signal?: AbortSignal) => getBookRecord(http, bookId, signal),

    /** The file's bytes; `url` may be relative to the API (the server's `/api/books/{id}/files/{n}`). */
    async getBytes(url: string, onProgress: (progress: ByteProgress) => void, signal?: AbortSignal): Promise<Uint8Array> {
      const buffer = await http.get<ArrayBuffer>(url, {
        responseType: 'arraybuffer',
        onDownloadProgress: (event) => onProgress({ loaded: event.loaded, total: event.total ?? null }),
        ...(signal ? { signal } : {}),
      });
      return new Uint8Array(buffer);
    },

    /**
     * The file's first `length` bytes, by a Range request. A server that ignores Range sends the
     * whole file instead, so the answer may be longer.
     */
    async getHead(url: string, length: number, signal?: AbortSignal): Promise<Uint8Array> {
      const buffer = await http.get<ArrayBuffer>(url, {
        responseType: 'arraybuffer',
        headers: { Range: `bytes=0-${length - 1}` },
        ...(signal ? { signal } : {}),
      });
      return new Uint8Array(buffer);
    },

    /** The stored progress, or null when the user has none for this book (404). */
    async getProgress(bookId: string): Promise<ReadingProgress | null> {
      try {
        return await http.get<ReadingProgress>(`/api/reading/history/${encodeURIComponent(bookId)}`);
      } catch (error) {
        if (isApiRequestError(error) && error.status === 404) return null;
        throw error;
      }
    },

    saveProgress: (bookId: string, body: SaveProgressRequest) =>
      http.post<ReadingProgress>(`/api/reading/progress/${encodeURIComponent(bookId)}`, body),
  };
}

export type ReaderApi = ReturnType<typeof createReaderApi>;
