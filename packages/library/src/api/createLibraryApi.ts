import type {
  AdminStats,
  AdminUpdateUserRequest,
  AdminUser,
  Book,
  BookListQuery,
  BookSearchQuery,
  BookVisibility,
  CreateUploadTaskRequest,
  HttpClient,
  ItemsResponse,
  ListResponse,
  PopularEntry,
  ReadingEntry,
  ReadingHistoryStatus,
  ReadingProgress,
  ResetLinkIssued,
  SetVisibilityResponse,
  UpdateBookRequest,
  UpdateUploadTaskRequest,
  UploadBookFields,
  UploadBookResponse,
  UploadTask,
  UploadTaskListQuery,
} from '@atelier/core';
import { isBookVisibility } from '../books/visibility';
import { checkUploadFields, type FieldIssue, isBlank, requireId, validationError } from './validation';

export interface CallOptions {
  signal?: AbortSignal;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadBookInput {
  fields: UploadBookFields;
  /** The book's bytes; omit when `fields.upload_id` names a finished tus upload. */
  file?: Blob & { name?: string };
  cover?: Blob & { name?: string };
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** `GET /api/books`: the caller's own books (an admin's: every book), optionally of one visibility. */
export type OwnBookListQuery = BookListQuery & { visibility?: BookVisibility };

/** The server changes at most this many books' visibility in one call. */
export const MAX_VISIBILITY_BOOKS = 500;

function checkVisibilityChange(bookIds: readonly string[], visibility: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (bookIds.length === 0 || bookIds.some((id) => isBlank(id))) issues.push({ field: 'book_ids', message: 'required' });
  else if (bookIds.length > MAX_VISIBILITY_BOOKS) issues.push({ field: 'book_ids', message: 'invalid' });
  if (!isBookVisibility(visibility)) issues.push({ field: 'visibility', message: 'invalid' });
  return issues;
}

/** Drops undefined values so axios sends no empty query parameters. */
function params(query: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

/** `{ signal }` only when there is one (exactOptionalPropertyTypes). */
function sig(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}

function toFormData({ fields, file, cover }: UploadBookInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (cover) form.append('cover', cover, cover.name ?? 'cover');
  // The server streams the file last, so the text fields arrive before it.
  if (file) form.append('file', file, file.name ?? 'file');
  return form;
}

/** Every call of DESIGN §4 the library widgets make, with spec §5 checks before sending. */
export function createLibraryApi(http: HttpClient) {
  return {
    listBooks: (query: OwnBookListQuery = {}, { signal }: CallOptions = {}) =>
      http.get<ListResponse<Book>>('/api/books', { params: params(query), ...sig(signal) }),

    /** The public library: every owner's public books; guests too when the server allows them. */
    listPublicBooks: (query: BookListQuery = {}, { signal }: CallOptions = {}) =>
      http.get<ListResponse<Book>>('/api/books/public', { params: params(query), ...sig(signal) }),

    /** Gives every listed book one visibility: all of them or, on any refusal, none. */
    async setVisibility(bookIds: readonly string[], visibility: BookVisibility) {
      const issues = checkVisibilityChange(bookIds, visibility);
      if (issues.length > 0) throw validationError(issues);
      return http.put<SetVisibilityResponse>('/api/books/visibility', { book_ids: bookIds.map((id) => id.trim()), visibility });
    },

    searchBooks(query: BookSearchQuery, { signal }: CallOptions = {}) {
      if (isBlank(query.keyword)) return Promise.reject(validationError([{ field: 'keyword', message: 'required' }]));
      return http.get<ListResponse<Book>>('/api/books/search', { params: params({ ...query, keyword: query.keyword.trim() }), ...sig(signal) });
    },

    async getBook(bookId: string, { withFiles = false, signal }: CallOptions & { withFiles?: boolean } = {}) {
      return http.get<Book>(`/api/books/${requireId('book_id', bookId)}`, { params: withFiles ? { with_files: true } : {}, ...sig(signal) });
    },

    async updateBook(bookId: string, patch: UpdateBookRequest) {
      if (patch.title !== undefined && isBlank(patch.title)) throw validationError([{ field: 'title', message: 'required' }]);
      if (patch.visibility !== undefined && !isBookVisibility(patch.visibility)) throw validationError([{ field: 'visibility', message: 'invalid' }]);
      return http.put<Book>(`/api/books/${requireId('book_id', bookId)}`, patch);
    },

    async deleteBook(bookId: string) {
      await http.delete<void>(`/api/books/${requireId('book_id', bookId)}`);
    },

    async uploadBook(input: UploadBookInput) {
      const issues = checkUploadFields(input.fields, input.file !== undefined);
      if (issues.length > 0) throw validationError(issues);
      return http.post<UploadBookResponse>('/api/books/upload', toFormData(input), {
        ...sig(input.signal),
        onUploadProgress: (event) => input.onProgress?.({ loaded: event.loaded, total: event.total ?? input.file?.size ?? 0 }),
      });
    },

    async createTask(body: CreateUploadTaskRequest) {
      if (!(body.total_files >= 1)) throw validationError([{ field: 'total_files', message: 'required' }]);
      return http.post<UploadTask>('/api/books/batch-upload', body);
    },

    async completeTask(taskId: string) {
      return http.post<UploadTask>(`/api/books/batch-upload/${requireId('task_id', taskId)}/complete`);
    },

    listTasks: (query: UploadTaskListQuery = {}, { signal }: CallOptions = {}) =>
      http.get<ListResponse<UploadTask>>('/api/upload-tasks', { params: params(query), ...sig(signal) }),

    async getTask(taskId: string, { withBookDetails = false, signal }: CallOptions & { withBookDetails?: boolean } = {}) {
      return http.get<UploadTask>(`/api/upload-tasks/${requireId('task_id', taskId)}`, {
        params: withBookDetails ? { with_book_details: true } : {},
        ...sig(signal),
      });
    },

    async updateTask(taskId: string, patch: UpdateUploadTaskRequest) {
      if (patch.task_name !== undefined && isBlank(patch.task_name)) throw validationError([{ field: 'task_name', message: 'required' }]);
      return http.put<UploadTask>(`/api/upload-tasks/${requireId('task_id', taskId)}`, patch);
    },

    async deleteTask(taskId: string, { deleteBooks = false }: { deleteBooks?: boolean } = {}) {
      await http.delete<void>(`/api/upload-tasks/${requireId('task_id', taskId)}`, { params: { delete_books: deleteBooks } });
    },

    async retryTask(taskId: string) {
      return http.post<UploadTask>(`/api/upload-tasks/${requireId('task_id', taskId)}/retry`);
    },

    continueReading: ({ signal }: CallOptions = {}) => http.get<ItemsResponse<ReadingEntry>>('/api/reading/continue', sig(signal)),

    readingHistory: (query: { status?: ReadingHistoryStatus; limit?: number } = {}, { signal }: CallOptions = {}) =>
      http.get<ItemsResponse<ReadingEntry>>('/api/reading/history', { params: params(query), ...sig(signal) }),

    async progressOf(bookId: string, { signal }: CallOptions = {}) {
      return http.get<ReadingProgress>(`/api/reading/history/${requireId('book_id', bookId)}`, sig(signal));
    },

    popular: (limit?: number, { signal }: CallOptions = {}) =>
      http.get<ItemsResponse<PopularEntry>>('/api/reading/popular', { params: params({ limit }), ...sig(signal) }),

    listUsers: (query: { page?: number; per_page?: number; q?: string } = {}, { signal }: CallOptions = {}) =>
      http.get<ListResponse<AdminUser>>('/api/admin/users', { params: params(query), ...sig(signal) }),

    async updateUser(userId: string, patch: AdminUpdateUserRequest) {
      return http.put<AdminUser>(`/api/admin/users/${requireId('id', userId)}`, patch);
    },

    stats: ({ signal }: CallOptions = {}) => http.get<AdminStats>('/api/admin/stats', sig(signal)),

    /** A one-time password-reset link for that user (24 h); earlier unused ones stop working. */
    async issueResetLink(userId: string) {
      return http.post<ResetLinkIssued>(`/api/admin/users/${requireId('id', userId)}/reset-link`);
    },
  };
}

export type LibraryApi = ReturnType<typeof createLibraryApi>;
