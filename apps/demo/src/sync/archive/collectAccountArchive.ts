import type { AccountArchive, ArchivedImage, ArchivedProgress } from './archiveFormat';
import type { ArchiveProgress, ArchiveSources } from './archiveSources';
import { imageTypeOf } from './imageTypeOf';
import { READER_SETTINGS_KEYS } from '../createAccountReaderSettings';

const PAGE = 100;

async function imageOf(
  sources: ArchiveSources,
  id: string,
  keptImage: string | null | undefined,
): Promise<ArchivedImage | null> {
  const blob =
    (await sources.draw.getImage(id)) ?? (keptImage ? await sources.fetchImage(keptImage) : null);
  if (!blob) return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const type = imageTypeOf(bytes.subarray(0, 16));
  return type ? { recordId: id, type, bytes } : null;
}

/**
 * Everything of the account on this device and on the server, for `buildAccountArchive`. Answers the
 * finished drawings whose image could not be had too (not cached here and not kept by the server).
 */
export async function collectAccountArchive(
  sources: ArchiveSources,
  now: Date,
  onProgress: (progress: ArchiveProgress) => void = () => {},
): Promise<{ archive: AccountArchive; missingImages: number }> {
  onProgress({ step: 'chats', done: 0, total: 1 });
  const chats = await sources.chat.exportAll();
  const drawings = await sources.draw.list();
  const finished = drawings.filter((d) => d.phase === 'succeeded');
  const images: ArchivedImage[] = [];
  for (const [index, drawing] of finished.entries()) {
    onProgress({ step: 'drawings', done: index, total: finished.length });
    const image = await imageOf(sources, drawing.id, drawing.keptImage);
    if (image) images.push(image);
  }
  const progress: ArchivedProgress[] = [];
  for (let offset = 0; ; offset += PAGE) {
    onProgress({ step: 'books', done: progress.length, total: progress.length + PAGE });
    const page = await sources.readingPositions(offset, PAGE);
    progress.push(...page);
    if (page.length < PAGE) break;
  }
  const readerSettings = Object.fromEntries(
    READER_SETTINGS_KEYS.flatMap((format) => {
      const value = sources.readerSettings.get(format);
      return value === null || value === undefined ? [] : [[format, value]];
    }),
  );
  const archive: AccountArchive = {
    exportedAt: now.toISOString(),
    chats,
    prompts: sources.prefs.prompts.get(),
    recentGpts: sources.prefs.recentGpts.get(),
    chatSettings: sources.prefs.settings.get(),
    readerSettings,
    drawings,
    images,
    progress,
  };
  return { archive, missingImages: finished.length - images.length };
}
