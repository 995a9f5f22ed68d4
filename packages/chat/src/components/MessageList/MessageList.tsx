import { useT } from '@atelier/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect } from 'react';
import type { SpeechViewModel } from '../../hooks/useSpeech';
import { chatNamespace } from '../../i18n/chatNamespace';
import { SpeechContext } from '../ReadAloud/SpeechContext';
import { MessageItem } from './MessageItem';
import { JumpButton, ListScroller } from './MessageList.styles';
import type { MessageAction, MessageRow } from './types';
import { useStickToBottom } from './useStickToBottom';

export interface MessageListProps {
  rows: readonly MessageRow[];
  /** The reply being streamed, rendered after `rows`. */
  streamingRow: MessageRow | null;
  busy: boolean;
  onAction: (action: MessageAction) => void;
  /** Read aloud for the replies; without it no Read aloud button shows. */
  speech?: SpeechViewModel | null;
}

const ESTIMATED_ROW_PX = 120;

/**
 * Virtualised message list: only rows near the viewport are mounted. A conversation opens at
 * its newest message: the list is remounted per conversation (keyed by its first message) and
 * starts scrolled to the end, so the oldest rows are never rendered, parsed and measured first.
 */
export function MessageList(props: MessageListProps) {
  return (
    <SpeechContext.Provider value={props.speech ?? null}>
      <VirtualMessageList key={props.rows[0]?.id ?? props.streamingRow?.id ?? 'empty'} {...props} />
    </SpeechContext.Provider>
  );
}

function VirtualMessageList({ rows, streamingRow, busy, onAction }: MessageListProps) {
  const t = useT(chatNamespace);
  const all = streamingRow ? [...rows, streamingRow] : rows;
  const { scrollerRef, atBottom, onScroll, jump, follow } = useStickToBottom<HTMLDivElement>();
  // Before the virtualizer's own layout effect reads the scroll position: start at the end.
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [scrollerRef]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: all.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 3,
    initialOffset: () => all.length * ESTIMATED_ROW_PX,
    getItemKey: (index) => all[index]?.id ?? index,
    initialRect: { width: 800, height: 800 },
  });
  const totalSize = virtualizer.getTotalSize();
  const followKey = `${all.length}:${streamingRow?.content.length ?? 0}:${streamingRow?.reasoning.length ?? 0}:${totalSize}`;
  useEffect(() => follow(), [followKey, follow]);

  return (
    <ListScroller ref={scrollerRef} onScroll={onScroll} role="log" aria-label={t('messages.label')} aria-live="off" tabIndex={0} data-part="message-list">
      <div style={{ height: totalSize, position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = all[item.index];
          if (!row) return null;
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}>
              <MessageItem row={row} busy={busy} onAction={onAction} />
            </div>
          );
        })}
      </div>
      {!atBottom && (
        <JumpButton type="button" onClick={jump}>
          {t('messages.jumpToLatest')} ↓
        </JumpButton>
      )}
    </ListScroller>
  );
}
