import { useMemo, useSyncExternalStore } from 'react';
import type { MessageRow } from '../../model/messageRow';
import type { StreamingTextSource } from '../../model/streamingText';

const unsubscribed = () => () => undefined;
const nothing = () => null;

/** The row with the streamed text so far when it is the reply streaming in; otherwise the row as given. */
export function useLiveRow(row: MessageRow, source: StreamingTextSource | undefined): MessageRow {
  const live = row.status === 'streaming' ? source : undefined;
  const text = useSyncExternalStore(live ? live.subscribe : unsubscribed, live ? live.get : nothing);
  return useMemo(() => (text ? { ...row, content: text.content, reasoning: text.reasoning } : row), [row, text]);
}
