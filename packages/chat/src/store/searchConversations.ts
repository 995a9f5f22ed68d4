import type { ChatMessage } from '../model/types';
import type { Conversation, SearchHit } from './types';

const SNIPPET_RADIUS = 40;

function snippetAround(text: string, at: number, length: number): string {
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, at + length + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}

/** Case-insensitive search over titles and message bodies, newest conversations first. */
export function searchConversations(conversations: readonly Conversation[], messages: readonly ChatMessage[], query: string, limit: number): SearchHit[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const firstMatch = new Map<string, ChatMessage & { at: number }>();
  for (const m of messages) {
    if (firstMatch.has(m.conversationId)) continue;
    const at = m.content.toLocaleLowerCase().indexOf(needle);
    if (at !== -1) firstMatch.set(m.conversationId, { ...m, at });
  }
  const hits: SearchHit[] = [];
  for (const c of conversations) {
    const inTitle = c.title.toLocaleLowerCase().includes(needle);
    const body = firstMatch.get(c.id);
    if (!inTitle && !body) continue;
    hits.push({
      conversationId: c.id,
      title: c.title,
      snippet: body ? snippetAround(body.content, body.at, needle.length) : null,
      messageId: body?.id ?? null,
    });
    if (hits.length >= limit) break;
  }
  return hits;
}
