import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { BookVisibility, UploadBookResponse } from '../contracts';
import type { AppContext, AuthUser } from '../context';
import { bookFiles, books, type BookRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { detectBookImage, detectFileType, detectImage, type DetectedType } from '../infra/fileType';
import { newId } from '../infra/newId';
import { normaliseRelativePath } from '../infra/safePath';
import type { StagedFile } from '../infra/stagedFile';
import { bookWithFiles } from './bookService';
import type { ExtractedMetadata } from '../infra/metadata/extractMetadata';
import { presentBookFile } from './present';
import { findTask, prepareUploadTask, presentTaskRow, recordTaskFile } from './taskService';

export interface UploadFields {
  title: string;
  file_index: number;
  total_files: number;
  upload_id?: string;
  book_id?: string;
  file_path?: string;
  order?: number;
  root_path?: string;
  task_id?: string;
  task_name?: string;
  regenerate_qrcode?: boolean;
  author?: string;
  description?: string;
  visibility?: BookVisibility;
}

function unsupported(message: string): ApiError {
  return new ApiError(415, 'UNSUPPORTED_FORMAT', message);
}

/** An image sent as a file of a book that is not (yet) an HTML novel with a chapter. */
function imageOutsideHtml(message: string): ApiError {
  return new ApiError(415, 'IMAGE_NEEDS_HTML_BOOK', message);
}

/** What an uploaded file is: a book file of its type, or an image riding along in an HTML book. */
interface Content extends DetectedType {
  image: boolean;
}

function detectContent(file: StagedFile): Content | null {
  const detected = detectFileType(file.head, file.name);
  if (detected) return { ...detected, image: false };
  const image = detectBookImage(file.head, file.name);
  return image ? { type: 'html', ...image, image: true } : null;
}

function stem(name: string): string {
  return name.replace(/\.[^.]+$/, '');
}

/** Validates, stores and records one uploaded file of a book, and its task entry when given. */
export async function storeUpload(
  ctx: AppContext,
  user: AuthUser,
  fields: UploadFields,
  file: StagedFile,
  cover: StagedFile | undefined,
): Promise<UploadBookResponse> {
  const filePath = normaliseRelativePath(fields.file_path ?? '', 'file_path');
  const rootPath = normaliseRelativePath(fields.root_path ?? '', 'root_path');
  const taskFilePath = filePath || file.name;
  const task = fields.task_id
    ? await prepareUploadTask(ctx, user, { taskId: fields.task_id, taskName: fields.task_name, rootPath })
    : null;
  try {
    if (fields.file_index >= fields.total_files) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'file_index must be below total_files', {
        fields: [{ field: 'file_index', message: 'must be below total_files' }],
      });
    }
    const detected = detectContent(file);
    if (!detected) throw unsupported(`"${file.name}" is not a supported book, audio or video file, or its content does not match its extension`);
    const coverMime = cover ? detectImage(cover.head) : null;
    if (cover && !coverMime) throw unsupported('The cover must be a PNG, JPEG, GIF or WebP image');

    const result = await saveBookFile(ctx, user, fields, { file, detected, filePath, rootPath, cover, coverMime, taskId: task?.id ?? null });
    if (task) await recordTaskFile(ctx, task, { filePath: taskFilePath, fileIndex: fields.file_index, bookId: result.book.id, status: 'uploaded' });
    return task ? { ...result, task: await presentTaskRow(ctx, await findTask(ctx, user, task.id)) } : result;
  } catch (error) {
    if (task && error instanceof ApiError) {
      await recordTaskFile(ctx, task, {
        filePath: taskFilePath,
        fileIndex: fields.file_index,
        bookId: fields.book_id ?? null,
        status: 'failed',
        error: error.code,
      }).catch(() => undefined);
    }
    throw error;
  }
}

interface Incoming {
  file: StagedFile;
  detected: Content;
  filePath: string;
  rootPath: string;
  cover: StagedFile | undefined;
  coverMime: string | null;
  /** The upload task this file arrives in; a book it creates is marked as that task's. */
  taskId: string | null;
}

async function saveBookFile(ctx: AppContext, user: AuthUser, fields: UploadFields, incoming: Incoming) {
  const { file, detected } = incoming;
  const bookId = fields.book_id ?? newId();
  const fileId = newId();
  const fileKey = `books/${bookId}/${fileId}`;
  const extracted = detected.image ? {} : await ctx.metadata.extract(detected, file.path, file.size);
  // A book's title, author and cover come from its first file; every audio file has its own duration.
  const meta: ExtractedMetadata = fields.file_index === 0 ? extracted : {};

  let coverKey: string | null = null;
  let coverMime = incoming.coverMime;
  if (incoming.cover) {
    coverKey = `books/${bookId}/cover-${newId()}`;
  } else if (meta.cover) {
    const extracted = path.join(ctx.tmpDir, newId());
    await writeFile(extracted, meta.cover.bytes);
    coverKey = `books/${bookId}/cover-${newId()}`;
    coverMime = meta.cover.mime;
    await ctx.storage.putFile(coverKey, extracted);
  }
  // Bytes move first, under fresh keys: a failed transaction below only has to delete them.
  await ctx.storage.putFile(fileKey, file.path);
  if (incoming.cover && coverKey) await ctx.storage.putFile(coverKey, incoming.cover.path);

  const title = fields.title.trim() === stem(file.name) && meta.title ? meta.title : fields.title.trim();
  let replaced: { fileKey?: string; coverKey?: string | null } = {};
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      // Images alone are not a book: only a chapter creates one.
      if (!detected.image) {
        await tx
          .insert(books)
          .values({
            id: bookId,
            ownerId: user.id,
            title,
            author: fields.author?.trim() || meta.author || '',
            description: fields.description ?? meta.description ?? '',
            type: detected.type,
            rootPath: incoming.rootPath,
            totalFiles: fields.total_files,
            createdByTask: incoming.taskId,
            visibility: fields.visibility ?? 'private',
          })
          .onConflictDoNothing();
      }
      const [book] = await tx.select().from(books).where(eq(books.id, bookId)).for('update');
      if (!book) {
        if (detected.image) throw imageOutsideHtml(`"${file.name}" is an image: upload an HTML chapter of the book first, then its images`);
        throw new Error('book vanished during upload');
      }
      if (book.ownerId !== user.id) throw new ApiError(403, 'FORBIDDEN', 'Only the owner may add files to this book');
      if (detected.image && book.type !== 'html') throw imageOutsideHtml(`This book holds ${book.type} files; images belong only in an HTML novel`);
      if (book.type !== detected.type) throw unsupported(`This book holds ${book.type} files; "${file.name}" is ${detected.type}`);

      const [old] = await tx
        .delete(bookFiles)
        .where(and(eq(bookFiles.bookId, bookId), eq(bookFiles.fileIndex, fields.file_index)))
        .returning({ storageKey: bookFiles.storageKey });
      if (detected.image) {
        // Replacing the last chapter with an image would leave a book of images only.
        const [chapter] = await tx
          .select({ id: bookFiles.id })
          .from(bookFiles)
          .where(and(eq(bookFiles.bookId, bookId), sql`${bookFiles.mime} NOT LIKE 'image/%'`))
          .limit(1);
        if (!chapter) throw imageOutsideHtml(`"${file.name}" would replace the book's only chapter`);
      }
      const [row] = await tx
        .insert(bookFiles)
        .values({
          id: fileId,
          bookId,
          fileIndex: fields.file_index,
          order: fields.order ?? fields.file_index,
          filePath: incoming.filePath,
          name: file.name,
          mime: detected.mime,
          sizeBytes: file.size,
          durationS: extracted.durationS ?? null,
          storageKey: fileKey,
          sha256: file.sha256,
        })
        .returning();
      const [updated] = await tx
        .update(books)
        .set({
          totalFiles: fields.total_files,
          receivedFiles: sql`(SELECT count(*)::int FROM book_files WHERE book_id = ${bookId})`,
          sizeBytes: sql`(SELECT coalesce(sum(size_bytes), 0) FROM book_files WHERE book_id = ${bookId})`,
          complete: sql`(SELECT count(*) FROM book_files WHERE book_id = ${bookId} AND file_index < ${fields.total_files}) >= ${fields.total_files}`,
          updatedAt: new Date(),
          ...(coverKey ? { coverKey, coverMime } : {}),
        })
        .where(eq(books.id, bookId))
        .returning();
      replaced = { ...(old ? { fileKey: old.storageKey } : {}), ...(coverKey ? { coverKey: book.coverKey } : {}) };
      return { book: updated as BookRow, file: row! };
    });
    await Promise.all([replaced.fileKey, replaced.coverKey].filter((k): k is string => !!k).map((k) => ctx.storage.delete(k)));
    return { book: await bookWithFiles(ctx, outcome.book), file: presentBookFile(ctx.urls, outcome.book, outcome.file) };
  } catch (error) {
    await Promise.all([fileKey, coverKey].filter((k): k is string => !!k).map((k) => ctx.storage.delete(k)));
    throw error;
  }
}
