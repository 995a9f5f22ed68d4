import EraserIcon from 'lucide-react/icons/eraser';
import ImageDownIcon from 'lucide-react/icons/image-down';
import LayersIcon from 'lucide-react/icons/layers';
import PanelLeftCloseIcon from 'lucide-react/icons/panel-left-close';
import PanelLeftOpenIcon from 'lucide-react/icons/panel-left-open';
import SlidersHorizontalIcon from 'lucide-react/icons/sliders-horizontal';
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
import { LazyMessageList, preloadMessageList } from '../MessageList/LazyMessageList';
import { NoServiceView } from '../NoService/NoServiceView';
import { SidebarView } from '../Sidebar/SidebarView';
import { HeaderTip } from './HeaderTip';
import {
  Banner,
  ChatHeader,
  ChatMain,
  ChatPanelFrame,
  ChatPanelRoot,
  EmptyHint,
  ExportArea,
  HeaderLabel,
} from './ChatPanel.styles';
import { DrawerBackdrop } from '../Sidebar/Sidebar.styles';
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
  const { error, measureFrame } = props;
  const detail = error ? chatErrorDetail(error) : null;
  const empty = props.list.rows.length === 0 && !props.list.streamingRow;
  const sidebarId = useId();
  const drawer = props.sidebarMode === 'drawer';
  const drawerOpen = drawer && !props.sidebarCollapsed;
  const closeSidebar = props.onCloseSidebar ?? props.onToggleSidebar;
  const toggleLabel = props.sidebarCollapsed ? t('sidebar.expand') : t('sidebar.collapse');
  const contextLabel = props.contextMode ? t('header.contextOn') : t('header.contextOff');

  return (
    <ChatPanelFrame ref={measureFrame} className={props.className} style={props.style}>
      <ChatPanelRoot data-part="chat-panel">
        <SidebarView
          {...props.sidebar}
          id={sidebarId}
          mode={drawer ? 'drawer' : 'docked'}
          collapsed={props.sidebarCollapsed}
          onExpand={props.onToggleSidebar}
          onClose={closeSidebar}
        />
        {drawerOpen && <DrawerBackdrop data-part="sidebar-backdrop" aria-hidden="true" onClick={closeSidebar} />}
        {/* Under an open drawer the chat is out of reach of focus and screen readers, as under a dialog. */}
        {/* Any focus or pointer in the chat fetches the message list's code before the first question needs it. */}
        <ChatMain inert={drawerOpen} onFocusCapture={preloadMessageList} onPointerEnter={preloadMessageList}>
          <ChatHeader data-part="chat-header">
            <HeaderTip show={drawer} label={toggleLabel}>
              <SmallButton
                type="button"
                aria-expanded={!props.sidebarCollapsed}
                aria-controls={sidebarId}
                onClick={props.onToggleSidebar}
              >
                {props.sidebarCollapsed ? <PanelLeftOpenIcon size={14} /> : <PanelLeftCloseIcon size={14} />} <HeaderLabel>{toggleLabel}</HeaderLabel>
              </SmallButton>
            </HeaderTip>
            <label htmlFor={modelId}>
              <HeaderLabel>{t('header.model')}</HeaderLabel>
            </label>
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
            <HeaderTip show={drawer} label={contextLabel}>
              <SmallButton type="button" aria-pressed={props.contextMode} onClick={props.onToggleContext}>
                <LayersIcon size={14} /> <HeaderLabel>{contextLabel}</HeaderLabel>
              </SmallButton>
            </HeaderTip>
            {props.conversationSettings && (
              <>
                <HeaderTip show={drawer} label={t('header.chatSettings')}>
                  <SmallButton
                    type="button"
                    aria-haspopup="dialog"
                    onPointerEnter={ConversationSettingsView.preload}
                    onFocus={ConversationSettingsView.preload}
                    onClick={() => props.conversationSettings?.onOpenChange(true)}
                  >
                    <SlidersHorizontalIcon size={14} /> <HeaderLabel>{t('header.chatSettings')}</HeaderLabel>
                  </SmallButton>
                </HeaderTip>
                {/* The dialog itself renders in the overlay layer; here only its "Opening…" shows. */}
                <ConversationSettingsView {...props.conversationSettings} />
              </>
            )}
            <HeaderTip show={drawer} label={t('header.exportImage')}>
              <SmallButton
                type="button"
                onClick={() => exportRef.current && props.onExportImage(exportRef.current)}
                disabled={empty}
              >
                <ImageDownIcon size={14} /> <HeaderLabel>{t('header.exportImage')}</HeaderLabel>
              </SmallButton>
            </HeaderTip>
            <HeaderTip show={drawer} label={t('header.clearChat')}>
              <SmallButton type="button" data-part="clear-chat" onClick={props.onClearChat} disabled={!props.canClearChat}>
                <EraserIcon size={14} /> <HeaderLabel>{t('header.clearChat')}</HeaderLabel>
              </SmallButton>
            </HeaderTip>
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
                  <LazyMessageList {...props.list} />
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
