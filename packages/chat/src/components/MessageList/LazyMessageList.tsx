import { type ComponentType, useEffect, useState } from 'react';
import { ListScroller } from './MessageList.styles';
import type { MessageListProps } from '../../hooks/useChatPanel.types';

let loaded: ComponentType<MessageListProps> | null = null;
let pending: Promise<ComponentType<MessageListProps>> | null = null;

/**
 * Starts the message list's download (its own chunk, with the virtualizer: about 13 kB gzip that a
 * new, empty chat never needs). Called when the user starts typing, so the list is there by the
 * time the first message is sent. A failed download is tried again on the next call.
 */
export function preloadMessageList(): Promise<ComponentType<MessageListProps>> {
  return (pending ??= import('./MessageList').then(
    (module) => (loaded = module.MessageList),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));
}

/**
 * The message list, fetched the first time a chat has messages. Until its code arrives, the list's
 * own (empty, busy) scroll area keeps its place, so the composer does not jump when it appears.
 */
export function LazyMessageList(props: MessageListProps) {
  const [View, setView] = useState<ComponentType<MessageListProps> | null>(() => loaded);
  // A failed download (offline without the cached chunk) is tried again when the chat changes.
  const retryKey = `${props.rows.length}:${props.streamingRow?.id ?? ''}`;
  useEffect(() => {
    if (View) return;
    let live = true;
    preloadMessageList().then(
      (view) => live && setView(() => view),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [View, retryKey]);
  if (View) return <View {...props} />;
  return <ListScroller aria-busy="true" data-part="message-list-loading" />;
}
