import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import { useT } from '@atelier/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { SpeechContext } from '../ReadAloud/SpeechContext';
import { estimateRowHeight } from './estimateRowHeight';
import { MessageItem } from './MessageItem';
import { JumpButton, ListScroller } from './MessageList.styles';
import { useStickToBottom } from './useStickToBottom';
import type { MessageListProps } from '../../hooks/useChatPanel.types';

const INITIAL_WIDTH_PX = 800;
const INITIAL_HEIGHT_PX = 800;

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

function VirtualMessageList({ rows, streamingRow, streamingText, busy, onAction }: MessageListProps) {
  const t = useT(chatNamespace);
  const all = useMemo(() => (streamingRow ? [...rows, streamingRow] : rows), [rows, streamingRow]);
  const { scrollerRef, atBottom, onScroll, jump, follow } = useStickToBottom<HTMLDivElement>();
  // Before the virtualizer's own layout effect reads the scroll position: start at the end.
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [scrollerRef]);
  const estimateSize = useCallback((index: number) => {
    const row = all[index];
    return row ? estimateRowHeight(row, scrollerRef.current?.clientWidth || INITIAL_WIDTH_PX) : 0;
  }, [all, scrollerRef]);
  const getItemKey = useCallback((index: number) => all[index]?.id ?? index, [all]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: all.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize,
    overscan: 3,
    // Read once, at mount: the end of the estimated list, so the first rows rendered are the newest.
    initialOffset: () => Math.max(0, all.reduce((sum, _row, index) => sum + estimateSize(index), 0) - INITIAL_HEIGHT_PX),
    getItemKey,
    initialRect: { width: INITIAL_WIDTH_PX, height: INITIAL_HEIGHT_PX },
    // Measured rows re-render in the same task anyway; forcing each one synchronously (the
    // default) made opening a long conversation run several full commits in a row.
    useFlushSync: false,
  });
  // Rows outside it are overscan: mounted for smooth scrolling, their markdown can wait.
  const visible = virtualizer.range;
  const totalSize = virtualizer.getTotalSize();
  const followKey = `${all.length}:${streamingRow?.content.length ?? 0}:${streamingRow?.reasoning.length ?? 0}:${totalSize}`;
  useEffect(() => follow(), [followKey, follow]);
  // A live reply grows without this list re-rendering: follow it once per frame, after its commit,
  // and only while one streams (the source also tells of every other change of the chat).
  const streamingId = streamingRow?.id ?? null;
  useEffect(() => {
    if (!streamingText || streamingId === null) return;
    let frame: number | null = null;
    const unsubscribe = streamingText.subscribe(() => {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        follow();
      });
    });
    return () => {
      unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [streamingText, streamingId, follow]);

  return (
    <ListScroller ref={scrollerRef} onScroll={onScroll} role="log" aria-label={t('messages.label')} aria-live="off" tabIndex={0} data-part="message-list">
      <div style={{ height: totalSize, position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = all[item.index];
          if (!row) return null;
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}>
              <MessageItem
                row={row}
                busy={busy}
                onAction={onAction}
                offscreen={visible !== null && (item.index < visible.startIndex || item.index > visible.endIndex)}
                streamingText={row === streamingRow ? streamingText : undefined}
              />
            </div>
          );
        })}
      </div>
      {!atBottom && (
        <JumpButton type="button" onClick={jump}>
          {t('messages.jumpToLatest')} <ArrowDownIcon size={14} />
        </JumpButton>
      )}
    </ListScroller>
  );
}
