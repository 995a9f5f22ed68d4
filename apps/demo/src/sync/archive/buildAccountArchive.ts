import {
  ARCHIVE_FILES,
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type AccountArchive,
} from './archiveFormat';
import { chatMarkdown, type MarkdownLabels, markdownFileName } from './chatMarkdown';
import { packArchive } from './zipArchive';
import { messagesByConversation } from './messagesByConversation';

const EXTENSION = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

/** An image's entry name: record ids come from other devices, so they are escaped, never trusted as paths. */
export const imageEntryName = (recordId: string, type: keyof typeof EXTENSION) =>
  `${ARCHIVE_FILES.imagesDir}${encodeURIComponent(recordId)}.${EXTENSION[type]}`;

/** The zip of an account's data: JSON that Atelier reads back, and Markdown copies of the chats for people. */
export function buildAccountArchive(archive: AccountArchive, labels: MarkdownLabels): Uint8Array {
  const encoder = new TextEncoder();
  const json = (value: unknown) => encoder.encode(JSON.stringify(value, null, 2));
  const files = new Map<string, Uint8Array>();
  files.set(
    ARCHIVE_FILES.manifest,
    json({
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exportedAt: archive.exportedAt,
      counts: {
        conversations: archive.chats.conversations.length,
        messages: archive.chats.messages.length,
        prompts: archive.prompts.length,
        drawings: archive.drawings.length,
        images: archive.images.length,
        books: archive.progress.length,
      },
    }),
  );
  files.set(ARCHIVE_FILES.chats, json(archive.chats));
  const byConversation = messagesByConversation(archive.chats.messages);
  archive.chats.conversations.forEach((conversation, index) => {
    const markdown = chatMarkdown(conversation, byConversation.get(conversation.id) ?? [], labels);
    files.set(
      `${ARCHIVE_FILES.markdownDir}${markdownFileName(index, conversation.title)}`,
      encoder.encode(markdown),
    );
  });
  files.set(ARCHIVE_FILES.prompts, json(archive.prompts));
  files.set(
    ARCHIVE_FILES.chatSettings,
    json({ settings: archive.chatSettings, recentGpts: archive.recentGpts }),
  );
  files.set(ARCHIVE_FILES.readerSettings, json(archive.readerSettings));
  files.set(ARCHIVE_FILES.drawings, json(archive.drawings));
  for (const image of archive.images)
    files.set(imageEntryName(image.recordId, image.type), image.bytes);
  files.set(ARCHIVE_FILES.progress, json(archive.progress));
  return packArchive(files, new Date(archive.exportedAt));
}
