import { useMemo } from 'react';
import type { MessageRow } from '../model/messageRow';
import { type SiblingInfo, siblingInfo } from '../model/messageTree';
import type { ChatMessage, MessageMap } from '../model/types';

const SINGLE = { index: 0, count: 1, previousId: null, nextId: null };

// Messages are replaced, never mutated, so a row built for one message object stays valid.
const rowCache = new WeakMap<ChatMessage, MessageRow>();

const sameSiblings = (a: SiblingInfo, b: SiblingInfo) =>
  a.index === b.index &&
  a.count === b.count &&
  a.previousId === b.previousId &&
  a.nextId === b.nextId;

function toRow(m: ChatMessage, siblings: SiblingInfo): MessageRow {
  return {
    id: m.id,
    role: m.role,
    content: m.content,
    reasoning: m.reasoning ?? '',
    status: m.status,
    error: m.error ?? null,
    siblings,
    model: m.model ?? null,
    ...(m.attachments ? { attachments: m.attachments } : {}),
  };
}

/**
 * Finished rows keep their identity while a reply streams, and across a new message map (a reply
 * ending, a delete elsewhere) as long as their message object and versions are unchanged, so
 * memoised items skip rendering and the array is not rebuilt row by row.
 */
export function useMessageRows(
  messages: MessageMap,
  branch: readonly ChatMessage[],
  /** The reply streaming in: its row has no text, the message reads it live (`StreamingTextSource`). */
  streamingId: string | null,
) {
  const rows = useMemo<MessageRow[]>(
    () =>
      branch.map((m) => {
        const siblings = siblingInfo(messages, m);
        const known = rowCache.get(m);
        if (known && sameSiblings(known.siblings, siblings)) return known;
        const row = toRow(m, siblings);
        rowCache.set(m, row);
        return row;
      }),
    [messages, branch],
  );
  const streamingRow = useMemo<MessageRow | null>(
    () =>
      streamingId === null ? null : {
        id: streamingId,
        role: 'assistant',
        content: '',
        reasoning: '',
        status: 'streaming',
        error: null,
        siblings: SINGLE,
        model: null,
      },
    [streamingId],
  );
  return { rows, streamingRow };
}
