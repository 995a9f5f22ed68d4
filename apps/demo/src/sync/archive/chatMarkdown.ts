import {
  type ChatMessage,
  type Conversation,
  latestLeaf,
  type MessageMap,
  pathTo,
} from '@atelier/chat';

/** The words a Markdown copy is written with, in the user's language. */
export interface MarkdownLabels {
  user: string;
  assistant: string;
  /** Said under the title when the conversation has branches other than the one written out. */
  otherBranches: string;
  attachment: (name: string) => string;
  date: (time: number) => string;
}

const quoteTitle = (title: string) => title.replace(/[\r\n]+/g, ' ').trim() || '…';

/** The branch last on screen as Markdown, for reading the archive without Atelier. */
export function chatMarkdown(
  conversation: Conversation,
  messages: readonly ChatMessage[],
  labels: MarkdownLabels,
): string {
  const map: MessageMap = Object.fromEntries(messages.map((m) => [m.id, m]));
  const leaf =
    conversation.leafId !== null && map[conversation.leafId]
      ? conversation.leafId
      : latestLeaf(map);
  const path = pathTo(map, leaf);
  const lines = [
    `# ${quoteTitle(conversation.title)}`,
    '',
    `_${labels.date(conversation.createdAt)}_`,
    '',
  ];
  if (path.length < messages.length) lines.push(`> ${labels.otherBranches}`, '');
  for (const message of path) {
    lines.push(
      `## ${message.role === 'user' ? labels.user : labels.assistant}`,
      '',
      message.content.trim(),
      '',
    );
    for (const attachment of message.attachments ?? [])
      lines.push(`- ${labels.attachment(attachment.name)}`);
    if (message.attachments?.length) lines.push('');
  }
  return lines.join('\n');
}

// Characters no file system takes in a name, and the controls.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/** A file name for a conversation's Markdown copy: numbered so that two equal titles never collide. */
export function markdownFileName(index: number, title: string): string {
  const base = quoteTitle(title).replace(UNSAFE, '_').slice(0, 60).trim() || 'chat';
  return `${String(index + 1).padStart(4, '0')} ${base}.md`;
}
