import { useChatService } from '../../hooks/useChatService';
import { ChatModelSettingsView } from './ChatModelSettingsView';
import { useChatModelSettings } from './useChatModelSettings';

/** Settings → Model for a host's settings modal; reads and writes the chat's stored settings. */
export function ChatModelSettingsSection() {
  const service = useChatService();
  return <ChatModelSettingsView {...useChatModelSettings(service.adapter, service.info.serverModels)} />;
}
ChatModelSettingsSection.displayName = '@atelier/chat/ChatModelSettingsSection';
