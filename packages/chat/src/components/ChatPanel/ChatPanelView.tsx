import { useT } from '@atelier/core';
import { type CSSProperties, useId, useRef } from 'react';
import type { ChatErrorCode } from '../../api/ChatApiError';
import { chatNamespace } from '../../i18n/chatNamespace';
import type { ChatScreen } from '../../model/selectChatPanelView';
import {
  AccessPasswordView,
  type AccessPasswordViewProps,
} from '../AccessPassword/AccessPasswordView';
import { Alert, Button, LinkButton } from '../common/common.styles';
import { Composer, type ComposerProps } from '../Composer/Composer';
import { ComposerTools, type ComposerToolsProps } from '../ComposerTools/ComposerTools';
import type { ConversationSettingsViewProps } from '../ConversationSettings/ConversationSettingsView';
import { lazyDialog } from '../common/LazyDialog';
import { SmallButton } from '../Markdown/Markdown.styles';
import { MessageList, type MessageListProps } from '../MessageList/MessageList';
import { NoServiceView } from '../NoService/NoServiceView';
import { SidebarView, type SidebarViewProps } from '../Sidebar/SidebarView';
import {
  Banner,
  ChatHeader,
  ChatMain,
  ChatPanelFrame,
  ChatPanelRoot,
  EmptyHint,
  ExportArea,
} from './ChatPanel.styles';

/** Its own chunk: fetched when the header's button is first reached or pressed. */
const ConversationSettingsView = lazyDialog(() =>
  import('../ConversationSettings/ConversationSettingsView').then((m) => m.ConversationSettingsView),
);


export interface ChatPanelViewProps {
  /** What the main area shows: the conversation, the access password form, or the 'no model service' notice. */
  screen: ChatScreen;
  /** The conversation list's view model (its collapse comes from `sidebarCollapsed`). */
  sidebar: Omit<SidebarViewProps, 'collapsed' | 'onExpand'>;
  /** The conversation list is folded away. */
  sidebarCollapsed: boolean;
  /** Called by the header's ☰ button and the sidebar's expand button. */
  onToggleSidebar: () => void;
  /** The messages' view model. */
  list: MessageListProps;
  /** The message box's view model (its toolbar and attachments come from `tools`). */
  composer: ComposerProps;
  /** View models of the tools above the message box. */
  tools: ComposerToolsProps;
  /** "This chat's settings"; null without an open conversation. */
  conversationSettings: ConversationSettingsViewProps | null;
  /** The access password form's view model, used when `screen` is 'password'. */
  password: Omit<AccessPasswordViewProps, 'onOpenServerSettings'>;
  /** The last request's error, shown as a banner above the message box (not for 'ABORTED'); null shows none. */
  error: { code: ChatErrorCode; message: string } | null;
  /** Called by the error banner's Dismiss button. */
  onDismissError: () => void;
  /** The models the header's Model select offers. */
  models: readonly string[];
  /** The model this conversation uses. */
  model: string;
  /** Called with the model picked in the header (the select is disabled while a reply streams). */
  onModelChange: (model: string) => void;
  /** Earlier messages are sent with each question: the header's context button shows as pressed. */
  contextMode: boolean;
  /** Called by the header's context button. */
  onToggleContext: () => void;
  /** Receives the element holding the messages, to render it as an image. */
  onExportImage: (element: HTMLElement) => void;
  /** The last export as an image failed: an alert says so in the header. */
  exportFailed: boolean;
  /** Opens the host's settings at a chat section (links in the password form, the no-service notice and the API key error). @default undefined (no settings links) */
  onOpenSettings?: (details: { section: 'model' | 'server' }) => void;
  /** Extra class name on the widget's root. @default undefined (no extra class) */
  className?: string;
  /** Inline style on the widget's root, e.g. its height. @default undefined */
  style?: CSSProperties;
}

/** The whole chat widget as a pure function of its view model. */
export function ChatPanelView(props: ChatPanelViewProps) {
  const t = useT(chatNamespace);
  const modelId = useId();
  const exportRef = useRef<HTMLDivElement>(null);
  const openServer = props.onOpenSettings && (() => props.onOpenSettings?.({ section: 'server' }));
  const { error } = props;
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
              {props.sidebarCollapsed ? `☰ ${t('sidebar.expand')}` : `☰ ${t('sidebar.collapse')}`}
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
                      <span>{t(`errors.${error.code}`)}</span>
                    )}
                    {error.code === 'UPSTREAM' && error.message && (
                      <small>{t('errors.details', { message: error.message })}</small>
                    )}
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
