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
import type { UrlSigner } from '../infra/urlSigner';

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

/** The user as they see themselves: with the address their reset codes go to, which nobody else is shown. */
export function presentOwnUser(row: UserRow): User {
  return { ...presentUser(row), email: row.email };
}

export function presentAdminUser(row: UserRow): AdminUser {
  return { ...presentUser(row), disabled: row.disabled };
}

interface Addresses {
  at(path: string): string;
  /** When the signed ones stop working; null while none was signed. */
  expiresAt: Date | null;
}

/** A private book's addresses carry a signature (for `<img>`, `<audio>`, pdf.js…); shared books' need none. */
function addressesOf(urls: UrlSigner, row: Pick<BookRow, 'visibility'>): Addresses {
  const addresses: Addresses = {
    expiresAt: null,
    at(path) {
      if (row.visibility !== 'private') return path;
      const [bare = path, query] = path.split('?');
      const signed = urls.sign(bare);
      addresses.expiresAt = signed.expiresAt;
      return `${bare}?${query ? `${query}&` : ''}${signed.query}`;
    },
  };
  return addresses;
}

export function presentBookFile(urls: UrlSigner, book: Pick<BookRow, 'visibility'>, row: BookFileRow): BookFile {
  const file: BookFile = {
    id: row.id,
    book_id: row.bookId,
    file_index: row.fileIndex,
    order: row.order,
    file_path: row.filePath,
    name: row.name,
    mime: row.mime,
    size_bytes: row.sizeBytes,
    url: addressesOf(urls, book).at(`/api/books/${row.bookId}/files/${row.fileIndex}`),
  };
  if (row.durationS !== null) file.duration_s = row.durationS;
  return file;
}

export function presentBook(urls: UrlSigner, row: BookRow, files?: BookFileRow[]): Book {
  const addresses = addressesOf(urls, row);
  const book: Book = {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    type: row.type as BookType,
    cover_url: row.coverKey ? addresses.at(`/api/books/${row.id}/cover?v=${new Date(row.updatedAt).getTime().toString(36)}`) : null,
    qrcode_url: addresses.at(`/api/books/${row.id}/qrcode.png`),
    complete: row.complete,
    total_files: row.totalFiles,
    size_bytes: row.sizeBytes,
    owner_id: row.ownerId,
    visibility: row.visibility,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
  if (files) book.files = files.map((file) => presentBookFile(urls, row, file));
  if (addresses.expiresAt) book.urls_expire_at = addresses.expiresAt.toISOString();
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
