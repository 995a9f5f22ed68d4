import { type ChatPanelProps, useChatPanel } from '../../hooks/useChatPanel';
import { ChatPanelView } from './ChatPanelView';

/**
 * The embeddable chat: conversations, streaming replies, markdown, models and the access password.
 * @example <ChatPanel onOpenSettings={({ section }) => openSettings(section)} />
 */
export function ChatPanel(props: ChatPanelProps) {
  return <ChatPanelView {...useChatPanel(props)} />;
}
ChatPanel.displayName = '@atelier/chat/ChatPanel';
