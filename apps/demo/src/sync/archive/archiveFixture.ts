import type { ChatMessage, Conversation } from '@atelier/chat';
import type { DrawRecord } from '@atelier/draw';
import type { AccountArchive } from './archiveFormat';
import type { MarkdownLabels } from './chatMarkdown';

/** A png's first bytes and some more: enough for the type sniffing an archive's images go through. */
export const PNG_BYTES = Uint8Array.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 64 }, (_, i) => i),
]);

export const labels: MarkdownLabels = {
  user: 'You',
  assistant: 'Assistant',
  otherBranches: 'Other branches are in chats.json.',
  attachment: (name) => `Attachment: ${name}`,
  date: (time) => new Date(time).toISOString().slice(0, 10),
};

const conversation: Conversation = {
  id: 'c1',
  title: 'Trip / plans',
  titleEdited: false,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_500_000,
  leafId: 'm3',
  settings: {} as Conversation['settings'],
};
const message = (
  id: string,
  parentId: string | null,
  role: 'user' | 'assistant',
  content: string,
  createdAt: number,
): ChatMessage => ({
  id,
  conversationId: 'c1',
  parentId,
  role,
  content,
  status: 'done',
  createdAt,
});

export const drawing: DrawRecord = {
  id: 'd1',
  listId: 'default',
  kind: 'imagine',
  label: 'a lighthouse',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
  request: null,
  taskId: 't1',
  task: null,
  phase: 'succeeded',
  error: null,
  queueText: null,
  keptImage: null,
};

/** An account with a branched conversation, a prompt, settings, a drawing with its image and one book read. */
export function sampleArchive(): AccountArchive {
  return {
    exportedAt: '2026-11-28T03:00:00.000Z',
    chats: {
      format: 'atelier-chat',
      version: 1,
      exportedAt: '2026-11-28T03:00:00.000Z',
      conversations: [conversation],
      messages: [
        message('m1', null, 'user', 'Where should we go?', 1_700_000_000_000),
        message('m2', 'm1', 'assistant', 'Lisbon.', 1_700_000_100_000),
        message('m3', 'm1', 'assistant', 'Kyoto, in autumn.', 1_700_000_200_000),
      ],
    },
    prompts: [{ title: 'Translator', content: 'Translate into French' }],
    recentGpts: [],
    chatSettings: null,
    readerSettings: { txt: { fontSize: 20 } },
    drawings: [drawing],
    images: [{ recordId: 'd1', type: 'image/png', bytes: PNG_BYTES }],
    progress: [
      {
        bookId: 'b1',
        title: 'Dune',
        author: 'Frank Herbert',
        format: 'epub',
        fileIndex: 0,
        locator: 'epubcfi(/6/4)',
        percentage: 0.25,
        finished: false,
        updatedAt: '2026-11-27T10:00:00.000Z',
      },
    ],
  };
}
