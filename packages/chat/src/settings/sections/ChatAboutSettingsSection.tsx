import type { ChatModelAdapter } from '../../api/types';
import { useChatService } from '../../hooks/useChatService';
import { ChatAboutSettingsView } from './ChatAboutSettingsView';
import { useChatUsage } from './useChatUsage';

/** Settings → About for a host's settings modal: API balance and monthly usage. */
export function ChatAboutSettingsSection({ adapter }: { adapter?: ChatModelAdapter }) {
  const { usage, refresh } = useChatUsage(useChatService(adapter).adapter);
  return <ChatAboutSettingsView usage={usage} onRefresh={refresh} />;
}
ChatAboutSettingsSection.displayName = '@atelier/chat/ChatAboutSettingsSection';
