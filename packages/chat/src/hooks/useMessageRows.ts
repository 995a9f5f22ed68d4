import { useMemo } from 'react';
import type { MessageRow } from '../components/MessageList/types';
import { siblingInfo } from '../model/messageTree';
import type { ChatMessage, MessageMap, StreamingMessage } from '../model/types';

const SINGLE = { index: 0, count: 1, previousId: null, nextId: null };

/** Finished rows keep their identity while a reply streams, so memoised items skip rendering. */
export function useMessageRows(messages: MessageMap, branch: readonly ChatMessage[], streaming: StreamingMessage | null) {
  const rows = useMemo<MessageRow[]>(
    () =>
      branch.map((m) => ({
        id: m.id,
        role: m.role,
        content: m.content,
        reasoning: m.reasoning ?? '',
        status: m.status,
        error: m.error ?? null,
        siblings: siblingInfo(messages, m),
        model: m.model ?? null,
        ...(m.attachments ? { attachments: m.attachments } : {}),
      })),
    [messages, branch],
  );
  const streamingRow = useMemo<MessageRow | null>(
    () =>
      streaming && {
        id: streaming.id,
        role: 'assistant',
        content: streaming.content,
        reasoning: streaming.reasoning,
        status: 'streaming',
        error: null,
        siblings: SINGLE,
        model: null,
      },
    [streaming],
  );
  return { rows, streamingRow };
}
