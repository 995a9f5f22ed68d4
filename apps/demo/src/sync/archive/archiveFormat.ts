import type { ChatExport, ChatGlobalSettings, Gpt, Prompt } from '@atelier/chat';
import type { DrawRecord } from '@atelier/draw';

export const ARCHIVE_FORMAT = 'atelier-account';
export const ARCHIVE_VERSION = 1;

/** Where each part lives in the zip; the Markdown copies are for people and are not read back. */
export const ARCHIVE_FILES = {
  manifest: 'manifest.json',
  chats: 'chats/chats.json',
  markdownDir: 'chats/markdown/',
  prompts: 'prompts.json',
  chatSettings: 'settings/chat.json',
  readerSettings: 'settings/reader.json',
  drawings: 'drawings/drawings.json',
  imagesDir: 'drawings/images/',
  progress: 'reading/progress.json',
} as const;

/**
 * What an archive may hold when read back. A zip's sizes are what it says of itself, so reading
 * counts the bytes it actually inflates and stops at these.
 */
export const ARCHIVE_LIMITS: ArchiveLimits = {
  totalBytes: 512 * 1024 * 1024,
  jsonBytes: 256 * 1024 * 1024,
  imageBytes: 32 * 1024 * 1024,
  entries: 100_000,
};

export interface ArchiveLimits {
  /** Bytes of the zip, and bytes it inflates to, all entries together. */
  totalBytes: number;
  /** Bytes one JSON or Markdown entry inflates to. */
  jsonBytes: number;
  imageBytes: number;
  entries: number;
}

/** One book's reading position as the server keeps it, with the book's name for people reading the file. */
export interface ArchivedProgress {
  bookId: string;
  title: string;
  author: string;
  format: string;
  fileIndex: number;
  locator: string;
  percentage: number;
  finished: boolean;
  updatedAt: string;
}

/** A drawing's image, by the drawing record's id. */
export interface ArchivedImage {
  recordId: string;
  type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  bytes: Uint8Array<ArrayBuffer>;
}

/** Everything of an account that an archive carries. */
export interface AccountArchive {
  exportedAt: string;
  chats: ChatExport;
  prompts: Prompt[];
  recentGpts: Gpt[];
  /**
   * The chat's settings as the chat stores them, or null when the archive has none (never the own
   * service or key: those stay on the device).
   */
  chatSettings: ChatGlobalSettings | null;
  /** Each reader's settings by format. */
  readerSettings: Record<string, unknown>;
  drawings: DrawRecord[];
  images: ArchivedImage[];
  progress: ArchivedProgress[];
}

/** Why an archive was refused, before anything was written. */
export type ArchiveProblem =
  | { code: 'NOT_ZIP' }
  | { code: 'TOO_LARGE' }
  | { code: 'WRONG_FORMAT' }
  | { code: 'UNSUPPORTED_VERSION'; version: string }
  | { code: 'BAD_PART'; part: string };

export type ArchiveReadResult =
  { ok: true; archive: AccountArchive } | { ok: false; problem: ArchiveProblem };
