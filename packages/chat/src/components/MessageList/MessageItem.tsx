import { useT } from '@atelier/core';
import { memo, useState } from 'react';
import { chatErrorMessage } from '../../errors/chatErrorMessage';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Alert, Button, LinkButton } from '../common/common.styles';
import { MessageAttachments } from '../Attachments/MessageAttachments';
import { InlineConfirm } from '../common/InlineConfirm';
import { Markdown } from '../Markdown/Markdown';
import { PlainText, SmallButton } from '../Markdown/Markdown.styles';
import { StreamingMarkdown } from '../Markdown/StreamingMarkdown';
import { useCopyFeedback } from '../Markdown/useCopyFeedback';
import { ReadAloudButton } from '../ReadAloud/ReadAloudButton';
import { Bubble, EditArea, MessageArticle, MetaRow, Thinking } from './MessageList.styles';
import type { MessageAction, MessageRow } from '../../model/messageRow';
import type { StreamingTextSource } from '../../model/streamingText';
import { useLiveRow } from './useLiveRow';

export interface MessageItemProps {
  row: MessageRow;
  /** A reply is streaming: no regenerate/edit until it ends. */
  busy: boolean;
  onAction: (action: MessageAction) => void;
  /**
   * Mounted as overscan outside the viewport: its markdown waits until the browser is idle.
   * Read at mount only, so scrolling never re-renders a finished message.
   */
  offscreen?: boolean;
  /** The streaming reply's live text, when this row is that reply (`MessageListProps.streamingText`). */
  streamingText?: StreamingTextSource | undefined;
}

const sameMessage = (a: MessageItemProps, b: MessageItemProps) =>
  a.row === b.row && a.busy === b.busy && a.onAction === b.onAction && a.streamingText === b.streamingText;

/** One message; memoised so finished messages never re-render while a reply streams. */
export const MessageItem = memo(function MessageItem({ row: given, busy, onAction, offscreen = false, streamingText }: MessageItemProps) {
  const row = useLiveRow(given, streamingText);
  const t = useT(chatNamespace);
  const [raw, setRaw] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { state: copyState, copy } = useCopyFeedback();
  const streaming = row.status === 'streaming';
  const who = row.role === 'user' ? t('messages.you') : t('messages.assistant');
  const onlyFiles = row.role === 'user' && row.content === '' && (row.attachments?.length ?? 0) > 0;

  return (
    <MessageArticle $role={row.role} aria-label={who} data-part="message" data-role={row.role} data-status={row.status}>
      {editing !== null ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onAction({ type: 'edit', id: row.id, text: editing });
            setEditing(null);
          }}
        >
          <EditArea aria-label={t('messages.editLabel')} value={editing} onChange={(e) => setEditing(e.target.value)} />
          <MetaRow>
            <Button type="submit" $variant="primary" disabled={editing.trim() === '' || busy}>
              {t('messages.sendEdit')}
            </Button>
            <Button type="button" onClick={() => setEditing(null)}>
              {t('sidebar.cancel')}
            </Button>
          </MetaRow>
        </form>
      ) : onlyFiles ? null : (
        <Bubble $role={row.role}>
          {row.reasoning !== '' && (
            <Thinking open={streaming && row.content === ''}>
              <summary>{streaming && row.content === '' ? t('messages.thinking') : t('messages.thoughts')}</summary>
              <div>{row.reasoning}</div>
            </Thinking>
          )}
          {row.content === '' && streaming && row.reasoning === '' ? (
            <span role="status">{t('messages.waiting')}</span>
          ) : raw || row.role === 'user' ? (
            <PlainText>{row.content}</PlainText>
          ) : streaming ? (
            <StreamingMarkdown text={row.content} />
          ) : (
            <Markdown text={row.content} defer={offscreen} />
          )}
        </Bubble>
      )}
      {row.attachments && row.attachments.length > 0 && <MessageAttachments attachments={row.attachments} />}
      {row.error && (
        <Alert role="alert" style={{ marginTop: 4 }}>
          {row.error.code === 'INVALID_API_KEY' || row.error.code === 'AUTH_REQUIRED' ? (
            <LinkButton type="button" onClick={() => onAction({ type: 'error', code: row.error!.code })}>
              {chatErrorMessage(t, row.error)}
            </LinkButton>
          ) : (
            <span>{chatErrorMessage(t, row.error)}</span>
          )}
          {!busy && row.role === 'assistant' && (
            <Button type="button" onClick={() => onAction({ type: 'regenerate', id: row.id })}>
              {t('messages.retry')}
            </Button>
          )}
        </Alert>
      )}
      {confirming ? (
        <InlineConfirm
          message={t('messages.confirmDelete')}
          confirmLabel={t('messages.delete')}
          cancelLabel={t('sidebar.cancel')}
          onConfirm={() => onAction({ type: 'delete', id: row.id })}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        !streaming &&
        editing === null && (
          <MetaRow data-part="message-actions">
            {row.siblings.count > 1 && (
              <span data-part="sibling-picker">
                <SmallButton type="button" aria-label={t('messages.previous')} disabled={busy || !row.siblings.previousId} onClick={() => row.siblings.previousId && onAction({ type: 'select', id: row.siblings.previousId })}>
                  ‹
                </SmallButton>
                <span>{t('messages.version', { index: row.siblings.index + 1, count: row.siblings.count })}</span>
                <SmallButton type="button" aria-label={t('messages.next')} disabled={busy || !row.siblings.nextId} onClick={() => row.siblings.nextId && onAction({ type: 'select', id: row.siblings.nextId })}>
                  ›
                </SmallButton>
              </span>
            )}
            {row.status === 'stopped' && <span>{t('messages.stopped')}</span>}
            <SmallButton type="button" onClick={() => void copy(row.content)}>
              {copyState === 'copied' ? t('messages.copied') : copyState === 'failed' ? t('messages.copyFailed') : t('messages.copy')}
            </SmallButton>
            {row.role === 'assistant' && (
              <SmallButton type="button" aria-pressed={raw} onClick={() => setRaw((v) => !v)}>
                {raw ? t('messages.rendered') : t('messages.raw')}
              </SmallButton>
            )}
            {row.role === 'assistant' && row.content !== '' && <ReadAloudButton messageId={row.id} text={row.content} />}
            {row.role === 'assistant' && !row.error && (
              <SmallButton type="button" disabled={busy} onClick={() => onAction({ type: 'regenerate', id: row.id })}>
                {t('messages.regenerate')}
              </SmallButton>
            )}
            {row.role === 'user' && (
              <SmallButton type="button" disabled={busy} onClick={() => setEditing(row.content)}>
                {t('messages.edit')}
              </SmallButton>
            )}
            <SmallButton type="button" disabled={busy} onClick={() => setConfirming(true)}>
              {t('messages.delete')}
            </SmallButton>
          </MetaRow>
        )
      )}
    </MessageArticle>
  );
}, sameMessage);
