import { Spinner, useT } from '@atelier/core';
import { type ComponentType, useEffect, useState } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Button } from '../common/common.styles';
import { ListPending } from './LazyMessageList.styles';
import type { MessageListProps } from '../../hooks/useChatPanel.types';

type ListView = ComponentType<MessageListProps>;

/**
 * The message list fetched with `import()`: a first visit shows an empty chat and needs none of
 * its code (the virtualiser, message rows and their actions) until the first question, so the
 * panel preloads it when the chat is first focused or pointed at, and a chat with messages
 * fetches it as it opens. Until it is here a "Loading messages…" status shows; a failed download
 * offers Retry.
 */
export function createLazyMessageList(load: () => Promise<ListView>) {
  let loaded: ListView | null = null;
  let pending: Promise<ListView> | null = null;
  const preload = (): Promise<ListView> =>
    (pending ??= load().then(
      (view) => (loaded = view),
      (error: unknown) => {
        pending = null; // the next attempt downloads again
        throw error;
      },
    ));

  function LazyList(props: MessageListProps) {
    const t = useT(chatNamespace);
    const [List, setList] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (List) return;
      let live = true;
      preload().then(
        (view) => live && setList(() => view),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [List, attempt]);

    if (List) return <List {...props} />;
    if (failed) {
      return (
        <ListPending role="alert" data-part="message-list-failed">
          {t('messages.loadFailed')}
          <Button
            type="button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('messages.retry')}
          </Button>
        </ListPending>
      );
    }
    return (
      <ListPending role="status" data-part="message-list-loading">
        <Spinner size={16} label={null} />
        {t('messages.loading')}
      </ListPending>
    );
  }
  return { LazyMessageList: LazyList, preloadMessageList: preload };
}

export const { LazyMessageList, preloadMessageList } = createLazyMessageList(() => import('./MessageList').then((m) => m.MessageList));
