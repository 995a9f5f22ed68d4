import { lazyModule, type LazyModule, Spinner, useLazyModule, useT } from '@atelier/core';
import type { ComponentType } from 'react';
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
 * offers Retry, and is tried again by itself when the browser is back online.
 */
export function createLazyMessageList(list: LazyModule<ListView>) {
  function LazyList(props: MessageListProps) {
    const t = useT(chatNamespace);
    const { value: List, failed, retry } = useLazyModule(list);
    if (List) return <List {...props} />;
    if (failed) {
      return (
        <ListPending role="alert" data-part="message-list-failed">
          {t('messages.loadFailed')}
          <Button type="button" onClick={retry}>
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
  return { LazyMessageList: LazyList, preloadMessageList: list.preload };
}

export const { LazyMessageList, preloadMessageList } = createLazyMessageList(
  lazyModule(() => import('./MessageList').then((m) => m.MessageList)),
);
