import {
  type Gpt,
  type Prompt,
  readPromptList,
  readRecentGpts,
  sanitizeGlobalSettings,
  validateExport,
} from '@atelier/chat';
import { type DrawRecord, readDrawRecord } from '@atelier/draw';
import {
  ARCHIVE_FILES,
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type AccountArchive,
  type ArchivedImage,
  type ArchivedProgress,
  type ArchiveReadResult,
} from './archiveFormat';
import { imageTypeOf } from './imageTypeOf';
import { unpackArchive } from './zipArchive';
import { READER_SETTINGS_KEYS } from '../createAccountReaderSettings';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const BOOK_FORMATS = ['epub', 'pdf', 'txt', 'html', 'audio', 'video'];

class BadPart extends Error {
  constructor(readonly part: string) {
    super(part);
  }
}

function readProgress(v: unknown): ArchivedProgress | null {
  if (!isObject(v)) return null;
  const { bookId, title, author, format, fileIndex, locator, percentage, finished, updatedAt } = v;
  if (typeof bookId !== 'string' || bookId.length === 0 || bookId.length > 200) return null;
  if (typeof format !== 'string' || !BOOK_FORMATS.includes(format)) return null;
  if (
    typeof fileIndex !== 'number' ||
    !Number.isInteger(fileIndex) ||
    fileIndex < 0 ||
    fileIndex > 100_000
  )
    return null;
  if (typeof locator !== 'string' || locator.length > 10_000) return null;
  if (typeof percentage !== 'number' || !(percentage >= 0 && percentage <= 1)) return null;
  if (typeof updatedAt !== 'string' || Number.isNaN(Date.parse(updatedAt))) return null;
  return {
    bookId,
    title: typeof title === 'string' ? title.slice(0, 500) : '',
    author: typeof author === 'string' ? author.slice(0, 500) : '',
    format,
    fileIndex,
    locator,
    percentage,
    finished: finished === true,
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

/** Each item read by `read`; one that is not what it claims refuses the whole part. */
function readAll<T>(raw: unknown, part: string, read: (v: unknown) => T | null): T[] {
  if (!Array.isArray(raw)) throw new BadPart(part);
  const items: T[] = [];
  for (const item of raw) {
    const value = read(item);
    if (value === null) throw new BadPart(part);
    items.push(value);
  }
  return items;
}

/**
 * Reads an account archive made by `buildAccountArchive`, checking every part before anything is
 * written: an archive is outside data (edited by hand, made by another version, or hostile). A part
 * left out reads as empty; a part that is there and wrong refuses the archive. Meant to run in a
 * worker (`archiveReader.worker.ts`).
 */
export function readAccountArchive(bytes: Uint8Array): ArchiveReadResult {
  const unpacked = unpackArchive(bytes);
  if (!unpacked.ok) return { ok: false, problem: { code: unpacked.problem } };
  const { files } = unpacked;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const text = (name: string) => {
    const data = files.get(name);
    if (!data) return null;
    try {
      return decoder.decode(data);
    } catch {
      throw new BadPart(name);
    }
  };
  const json = (name: string): unknown => {
    const source = text(name);
    if (source === null) return undefined;
    try {
      return JSON.parse(source);
    } catch {
      throw new BadPart(name);
    }
  };

  try {
    const manifest = json(ARCHIVE_FILES.manifest);
    if (!isObject(manifest) || manifest.format !== ARCHIVE_FORMAT)
      return { ok: false, problem: { code: 'WRONG_FORMAT' } };
    if (manifest.version !== ARCHIVE_VERSION)
      return {
        ok: false,
        problem: { code: 'UNSUPPORTED_VERSION', version: String(manifest.version) },
      };

    const chatsText = text(ARCHIVE_FILES.chats);
    const chats = chatsText === null ? null : validateExport(chatsText);
    if (chats && !chats.ok) throw new BadPart(ARCHIVE_FILES.chats);

    const promptsRaw = json(ARCHIVE_FILES.prompts);
    if (promptsRaw !== undefined && !Array.isArray(promptsRaw))
      throw new BadPart(ARCHIVE_FILES.prompts);
    const prompts: Prompt[] = readPromptList(promptsRaw ?? []);

    const chatSettingsRaw = json(ARCHIVE_FILES.chatSettings) ?? {};
    if (!isObject(chatSettingsRaw)) throw new BadPart(ARCHIVE_FILES.chatSettings);
    const recentGpts: Gpt[] = readRecentGpts(chatSettingsRaw.recentGpts ?? []);

    const readerRaw = json(ARCHIVE_FILES.readerSettings) ?? {};
    if (!isObject(readerRaw)) throw new BadPart(ARCHIVE_FILES.readerSettings);
    // Each reader checks its own settings when it reads them; here only their place is checked.
    const readerSettings = Object.fromEntries(
      READER_SETTINGS_KEYS.flatMap((format) =>
        isObject(readerRaw[format]) ? [[format, readerRaw[format]]] : [],
      ),
    );

    const drawings: DrawRecord[] = readAll(
      json(ARCHIVE_FILES.drawings) ?? [],
      ARCHIVE_FILES.drawings,
      readDrawRecord,
    );
    const drawingIds = new Set(drawings.map((d) => d.id));
    const images: ArchivedImage[] = [];
    for (const [name, data] of files) {
      if (!name.startsWith(ARCHIVE_FILES.imagesDir)) continue;
      const file = name.slice(ARCHIVE_FILES.imagesDir.length);
      const dot = file.lastIndexOf('.');
      let recordId: string;
      try {
        recordId = decodeURIComponent(dot > 0 ? file.slice(0, dot) : file);
      } catch {
        continue;
      }
      const type = imageTypeOf(data.subarray(0, 16));
      // An image of no drawing in the archive, or bytes that are no image, is left out.
      if (type && drawingIds.has(recordId)) images.push({ recordId, type, bytes: data });
    }

    const progress = readAll(
      json(ARCHIVE_FILES.progress) ?? [],
      ARCHIVE_FILES.progress,
      readProgress,
    );

    const archive: AccountArchive = {
      exportedAt: typeof manifest.exportedAt === 'string' ? manifest.exportedAt : '',
      chats: chats?.ok
        ? chats.data
        : { format: 'atelier-chat', version: 1, exportedAt: '', conversations: [], messages: [] },
      prompts,
      recentGpts,
      chatSettings:
        chatSettingsRaw.settings === undefined || chatSettingsRaw.settings === null
          ? null
          : sanitizeGlobalSettings(chatSettingsRaw.settings),
      readerSettings,
      drawings,
      images,
      progress,
    };
    return { ok: true, archive };
  } catch (error) {
    if (error instanceof BadPart)
      return { ok: false, problem: { code: 'BAD_PART', part: error.part } };
    throw error;
  }
}
