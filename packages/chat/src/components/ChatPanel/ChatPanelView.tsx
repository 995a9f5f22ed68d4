import PanelLeftCloseIcon from 'lucide-react/icons/panel-left-close';
import PanelLeftOpenIcon from 'lucide-react/icons/panel-left-open';
import { useT } from '@atelier/core';
import { useId, useRef } from 'react';
import { chatErrorDetail, chatErrorMessage } from '../../errors/chatErrorMessage';
import { chatNamespace } from '../../i18n/chatNamespace';
import { AccessPasswordView } from '../AccessPassword/AccessPasswordView';
import { Alert, Button, LinkButton } from '../common/common.styles';
import { Composer } from '../Composer/Composer';
import { ComposerTools } from '../ComposerTools/ComposerTools';
import { lazyDialog } from '../common/LazyDialog';
import { SmallButton } from '../Markdown/Markdown.styles';
import { MessageList } from '../MessageList/MessageList';
import { NoServiceView } from '../NoService/NoServiceView';
import { SidebarView } from '../Sidebar/SidebarView';
import {
  Banner,
  ChatHeader,
  ChatMain,
  ChatPanelFrame,
  ChatPanelRoot,
  EmptyHint,
  ExportArea,
} from './ChatPanel.styles';
import type { ChatPanelViewProps } from '../../hooks/useChatPanel.types';

/** Its own chunk: fetched when the header's button is first reached or pressed. */
const ConversationSettingsView = lazyDialog(() =>
  import('../ConversationSettings/ConversationSettingsView').then((m) => m.ConversationSettingsView),
);

/** The whole chat widget as a pure function of its view model. */
export function ChatPanelView(props: ChatPanelViewProps) {
  const t = useT(chatNamespace);
  const modelId = useId();
  const exportRef = useRef<HTMLDivElement>(null);
  const openServer = props.onOpenSettings && (() => props.onOpenSettings?.({ section: 'server' }));
  const { error } = props;
  const detail = error ? chatErrorDetail(error) : null;
  const empty = props.list.rows.length === 0 && !props.list.streamingRow;

  return (
    <ChatPanelFrame className={props.className} style={props.style}>
      <ChatPanelRoot data-part="chat-panel">
        <SidebarView
          {...props.sidebar}
          collapsed={props.sidebarCollapsed}
          onExpand={props.onToggleSidebar}
        />
        <ChatMain>
          <ChatHeader data-part="chat-header">
            <SmallButton
              type="button"
              aria-expanded={!props.sidebarCollapsed}
              onClick={props.onToggleSidebar}
            >
              {props.sidebarCollapsed ? <PanelLeftOpenIcon size={14} /> : <PanelLeftCloseIcon size={14} />} {props.sidebarCollapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            </SmallButton>
            <label htmlFor={modelId}>{t('header.model')}</label>
            <select
              id={modelId}
              value={props.model}
              onChange={(e) => props.onModelChange(e.target.value)}
              disabled={props.list.busy}
            >
              {props.models.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
            <SmallButton
              type="button"
              aria-pressed={props.contextMode}
              onClick={props.onToggleContext}
              title={props.contextMode ? t('header.contextOn') : t('header.contextOff')}
            >
              {props.contextMode ? t('header.contextOn') : t('header.contextOff')}
            </SmallButton>
            {props.conversationSettings && (
              <>
                <SmallButton
                  type="button"
                  aria-haspopup="dialog"
                  onPointerEnter={ConversationSettingsView.preload}
                  onFocus={ConversationSettingsView.preload}
                  onClick={() => props.conversationSettings?.onOpenChange(true)}
                >
                  {t('header.chatSettings')}
                </SmallButton>
                {/* The dialog itself renders in the overlay layer; here only its "Opening…" shows. */}
                <ConversationSettingsView {...props.conversationSettings} />
              </>
            )}
            <SmallButton
              type="button"
              onClick={() => exportRef.current && props.onExportImage(exportRef.current)}
              disabled={empty}
            >
              {t('header.exportImage')}
            </SmallButton>
            <SmallButton type="button" data-part="clear-chat" onClick={props.onClearChat} disabled={!props.canClearChat}>
              {t('header.clearChat')}
            </SmallButton>
            {props.exportFailed && <span role="alert">{t('header.exportFailed')}</span>}
          </ChatHeader>
          {props.screen === 'password' ? (
            <AccessPasswordView
              {...props.password}
              {...(openServer ? { onOpenServerSettings: openServer } : {})}
            />
          ) : props.screen === 'noService' ? (
            <NoServiceView {...(openServer ? { onOpenServerSettings: openServer } : {})} />
          ) : (
            <>
              <ExportArea ref={exportRef} data-part="export-area">
                {empty ? (
                  <EmptyHint>{t('messages.empty')}</EmptyHint>
                ) : (
                  <MessageList {...props.list} />
                )}
              </ExportArea>
              {error && error.code !== 'ABORTED' && (
                <Banner>
                  <Alert role="alert" data-part="error-banner">
                    {error.code === 'INVALID_API_KEY' && openServer ? (
                      <LinkButton type="button" onClick={openServer}>
                        {t('errors.INVALID_API_KEY')}
                      </LinkButton>
                    ) : (
                      <span>{chatErrorMessage(t, error)}</span>
                    )}
                    {detail && <small>{t('errors.details', { message: detail })}</small>}
                    <Button type="button" $variant="ghost" onClick={props.onDismissError}>
                      {t('errors.dismiss')}
                    </Button>
                  </Alert>
                </Banner>
              )}
              <Composer
                {...props.composer}
                {...(props.tools.attach ? { attachments: props.tools.attach } : {})}
                toolbar={<ComposerTools {...props.tools} />}
              />
            </>
          )}
        </ChatMain>
      </ChatPanelRoot>
    </ChatPanelFrame>
  );
}
