import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookVisibility, SyncKind } from '../contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  nickname: text('nickname').notNull(),
  avatarUrl: text('avatar_url'),
  passwordHash: text('password_hash'),
  wxOpenid: text('wx_openid').unique(),
  adminLevel: integer('admin_level').notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  /** For password reset codes (migration 0008); unique without case, shown to its owner only. */
  email: text('email'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A signed-in device: one refresh family (`refresh_tokens.family_id` = `id`). */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** `search` (a generated tsvector) exists in SQL only; queries reach it through `sql`. */
export const books = pgTable('books', {
  id: uuid('id').primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  title: text('title').notNull(),
  author: text('author').notNull().default(''),
  description: text('description').notNull().default(''),
  type: text('type').notNull(),
  coverKey: text('cover_key'),
  coverMime: text('cover_mime'),
  rootPath: text('root_path').notNull().default(''),
  totalFiles: integer('total_files').notNull().default(1),
  receivedFiles: integer('received_files').notNull().default(0),
  complete: boolean('complete').notNull().default(false),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
  /** `private`, `link` or `public` (migration 0006); see domain/bookAccess. */
  visibility: text('visibility').$type<BookVisibility>().notNull().default('private'),
  /** The upload task whose upload created this book: the only books that task's deletion may take along. */
  createdByTask: uuid('created_by_task'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const bookFiles = pgTable('book_files', {
  id: uuid('id').primaryKey(),
  bookId: uuid('book_id').notNull(),
  fileIndex: integer('file_index').notNull(),
  order: integer('order').notNull().default(0),
  filePath: text('file_path').notNull().default(''),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  durationS: doublePrecision('duration_s'),
  storageKey: text('storage_key').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});

export const uploadTasks = pgTable('upload_tasks', {
  id: uuid('id').primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  taskName: text('task_name').notNull(),
  rootPath: text('root_path').notNull().default(''),
  status: text('status').notNull().default('pending'),
  totalFiles: integer('total_files').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const taskFiles = pgTable(
  'task_files',
  {
    taskId: uuid('task_id').notNull(),
    filePath: text('file_path').notNull(),
    fileIndex: integer('file_index').notNull().default(0),
    bookId: uuid('book_id'),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.filePath] })],
);

export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: uuid('user_id').notNull(),
    bookId: uuid('book_id').notNull(),
    format: text('format').notNull(),
    fileIndex: integer('file_index').notNull().default(0),
    locator: text('locator').notNull(),
    percentage: doublePrecision('percentage').notNull(),
    finished: boolean('finished').notNull().default(false),
    clientUpdatedAt: timestamp('client_updated_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
    deviceId: text('device_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);

/** Chat attachments of the AI gateway (migration 0004_chat_attachments): owner, size and age, for the quota and the expiry sweep. */
export const chatAttachments = pgTable('chat_attachments', {
  name: text('name').primaryKey(),
  ownerId: uuid('owner_id'),
  quotaKey: text('quota_key').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Admin-issued one-time password-reset links (migration 0007); only the token's SHA-256 is kept. */
export const passwordResetLinks = pgTable('password_reset_links', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: uuid('created_by'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A password reset code sent by e-mail (migration 0008); only its hash is stored. */
export const emailResetCodes = pgTable('email_reset_codes', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: integer('tries').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** An account's place in its own change order (migration 0009); its row lock serialises the account's sync writes. */
export const syncAccounts = pgTable('sync_accounts', {
  userId: uuid('user_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
});

/** The newest version of each synced record; `data` null is a deletion other devices still have to learn of. */
export const syncRecords = pgTable(
  'sync_records',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<SyncKind>().notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    size: integer('size').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.id] })],
);

/** A finished drawing's image kept in Storage (migration 0010): one per (user, draw record); no task when the client sent it (0011). */
export const drawImages = pgTable(
  'draw_images',
  {
    name: text('name').primaryKey(),
    userId: uuid('user_id').notNull(),
    recordId: text('record_id').notNull(),
    taskId: text('task_id'),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.userId, t.recordId)],
);

export const schema = { users, refreshTokens, sessions, books, bookFiles, uploadTasks, taskFiles, readingProgress, chatAttachments, passwordResetLinks, emailResetCodes, syncAccounts, syncRecords, drawImages };
export type Schema = typeof schema;
export type UserRow = typeof users.$inferSelect;
export type BookRow = typeof books.$inferSelect;
export type BookFileRow = typeof bookFiles.$inferSelect;
export type UploadTaskRow = typeof uploadTasks.$inferSelect;
export type TaskFileRow = typeof taskFiles.$inferSelect;
export type ReadingProgressRow = typeof readingProgress.$inferSelect;
export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;
export type DrawImageRow = typeof drawImages.$inferSelect;
