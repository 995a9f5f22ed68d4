import type {
  AdminUser,
  Book,
  BookFile,
  BookType,
  ReadingProgress,
  UploadTask,
  UploadTaskFile,
  UploadTaskStatus,
  User,
} from '../contracts';
import type { BookFileRow, BookRow, ReadingProgressRow, TaskFileRow, UploadTaskRow, UserRow } from '../db/schema';

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    user_name: row.userName,
    nickname: row.nickname,
    avatar_url: row.avatarUrl,
    admin_level: row.adminLevel,
    role: row.adminLevel > 0 ? 'admin' : 'user',
    created_at: iso(row.createdAt),
  };
}

export function presentAdminUser(row: UserRow): AdminUser {
  return { ...presentUser(row), disabled: row.disabled };
}

export function presentBookFile(row: BookFileRow): BookFile {
  const file: BookFile = {
    id: row.id,
    book_id: row.bookId,
    file_index: row.fileIndex,
    order: row.order,
    file_path: row.filePath,
    name: row.name,
    mime: row.mime,
    size_bytes: row.sizeBytes,
    url: `/api/books/${row.bookId}/files/${row.fileIndex}`,
  };
  if (row.durationS !== null) file.duration_s = row.durationS;
  return file;
}

export function presentBook(row: BookRow, files?: BookFileRow[]): Book {
  const book: Book = {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    type: row.type as BookType,
    cover_url: row.coverKey ? `/api/books/${row.id}/cover?v=${new Date(row.updatedAt).getTime().toString(36)}` : null,
    qrcode_url: `/api/books/${row.id}/qrcode.png`,
    complete: row.complete,
    total_files: row.totalFiles,
    size_bytes: row.sizeBytes,
    owner_id: row.ownerId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
  if (files) book.files = files.map(presentBookFile);
  return book;
}

export function presentTaskFile(row: TaskFileRow): UploadTaskFile {
  const file: UploadTaskFile = {
    file_index: row.fileIndex,
    file_path: row.filePath,
    book_id: row.bookId,
    status: row.status as UploadTaskFile['status'],
  };
  if (row.error) file.error = row.error;
  return file;
}

export function presentTask(row: UploadTaskRow, counts: { uploaded: number; failed: number }): UploadTask {
  return {
    task_id: row.id,
    task_name: row.taskName,
    status: row.status as UploadTaskStatus,
    root_path: row.rootPath,
    total_files: row.totalFiles,
    uploaded_files: counts.uploaded,
    failed_files: counts.failed,
    owner_id: row.ownerId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function presentProgress(row: ReadingProgressRow): ReadingProgress {
  return {
    book_id: row.bookId,
    format: row.format as BookType,
    file_index: row.fileIndex,
    locator: row.locator,
    percentage: row.percentage,
    finished: row.finished,
    client_updated_at: iso(row.clientUpdatedAt),
    updated_at: iso(row.updatedAt),
    device_id: row.deviceId,
  };
}
