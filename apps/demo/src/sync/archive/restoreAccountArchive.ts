import {
  type ChatMessage,
  type Conversation,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  findConflict,
  readRecentGpts,
} from '@atelier/chat';
import type { AccountArchive } from './archiveFormat';
import type { ArchiveProgress, ArchiveSources } from './archiveSources';
import { messagesByConversation } from './messagesByConversation';

export interface RestoreOptions {
  /** The clock a drawing's change is dated by. */
  now: () => number;
  onProgress: (progress: ArchiveProgress) => void;
}

/** What an import brought in, for the summary the user reads. */
export interface RestoreSummary {
  conversations: number;
  prompts: number;
  drawings: number;
  images: number;
  books: number;
  /** Reading positions of books this server does not have (or no longer lets the account open). */
  booksMissing: number;
}

/** Chats: a conversation changed here since the export keeps its newer copy, and gains the archive's messages it lacks. */
async function restoreChats(sources: ArchiveSources, archive: AccountArchive) {
  const local = new Map((await sources.chat.listConversations()).map((c) => [c.id, c]));
  const conversations: Conversation[] = [];
  const messages: ChatMessage[] = [];
  const byConversation = messagesByConversation(archive.chats.messages);
  for (const conversation of archive.chats.conversations) {
    const mine = local.get(conversation.id);
    const archived = byConversation.get(conversation.id) ?? [];
    if (!mine || mine.updatedAt <= conversation.updatedAt) {
      conversations.push(conversation);
      messages.push(...archived);
      continue;
    }
    const have = await sources.chat.loadMessages(conversation.id);
    const missing = archived.filter((m) => !have[m.id]);
    if (missing.length === 0) continue;
    conversations.push(mine);
    messages.push(...missing);
  }
  if (conversations.length === 0) return 0;
  const result = await sources.chat.importAll(
    JSON.stringify({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: archive.exportedAt,
      conversations,
      messages,
    }),
  );
  if (!result.ok) throw new Error(`restoreChats: ${result.problem.code}`);
  return conversations.length;
}

/** Prompts and recent GPTs are added to the account's; settings in the archive replace the account's. */
function restorePrefs(sources: ArchiveSources, archive: AccountArchive) {
  const prompts = [...sources.prefs.prompts.get()];
  let added = 0;
  for (const prompt of archive.prompts) {
    if (findConflict(prompts, prompt)) continue;
    prompts.push(prompt);
    added++;
  }
  if (added > 0) sources.prefs.prompts.set(prompts);
  if (archive.recentGpts.length > 0)
    sources.prefs.recentGpts.set(
      readRecentGpts([...sources.prefs.recentGpts.get(), ...archive.recentGpts]),
    );
  if (archive.chatSettings) sources.prefs.settings.set(archive.chatSettings);
  for (const [format, value] of Object.entries(archive.readerSettings))
    sources.readerSettings.set(format, value);
  return added;
}

/** Drawings: the newer copy of each wins; an image comes in where this device has none, and the server keeps it. */
async function restoreDrawings(
  sources: ArchiveSources,
  archive: AccountArchive,
  { now, onProgress }: RestoreOptions,
) {
  const images = new Map(archive.images.map((image) => [image.recordId, image]));
  let drawings = 0;
  let restoredImages = 0;
  for (const [index, archived] of archive.drawings.entries()) {
    onProgress({ step: 'drawings', done: index, total: archive.drawings.length });
    const mine = await sources.draw.get(archived.id);
    let record = mine;
    if (!mine || mine.updatedAt < archived.updatedAt) {
      record = { ...archived, keptImage: archived.keptImage ?? mine?.keptImage ?? null };
      await sources.draw.put(record);
      drawings++;
    }
    const image = images.get(archived.id);
    if (!record || !image || (await sources.draw.getImage(archived.id))) continue;
    const blob = new Blob([image.bytes], { type: image.type });
    await sources.draw.saveImage(archived.id, blob);
    restoredImages++;
    // A kept address from the archive may belong to another server or be gone: the image is sent again.
    const kept = await sources.keepImage(archived.id, blob).catch(() => null);
    if (kept && kept !== record.keptImage)
      await sources.draw.put({
        ...record,
        keptImage: kept,
        updatedAt: Math.max(record.updatedAt, now()),
      });
  }
  return { drawings, images: restoredImages };
}

/**
 * Brings an archive read by `readAccountArchive` into the account: nothing newer on the account is
 * overwritten, nothing is deleted. Reading positions go to the server, which keeps the newer one.
 */
export async function restoreAccountArchive(
  sources: ArchiveSources,
  archive: AccountArchive,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const { onProgress } = options;
  onProgress({ step: 'chats', done: 0, total: 1 });
  const conversations = await restoreChats(sources, archive);
  const prompts = restorePrefs(sources, archive);
  const drawn = await restoreDrawings(sources, archive, options);
  let books = 0;
  for (const [index, progress] of archive.progress.entries()) {
    onProgress({ step: 'books', done: index, total: archive.progress.length });
    if (await sources.saveReadingPosition(progress)) books++;
  }
  return {
    conversations,
    prompts,
    drawings: drawn.drawings,
    images: drawn.images,
    books,
    booksMissing: archive.progress.length - books,
  };
}
