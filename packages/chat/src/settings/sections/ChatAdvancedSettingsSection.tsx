import { useChatService } from '../../hooks/useChatService';
import { chatPrefs } from '../../prefs/chatPrefs';
import { usePref } from '../../prefs/usePref';
import { ChatAdvancedSettingsView } from './ChatAdvancedSettingsView';

/** Settings → Advanced for a host's settings modal: timeout and access password, live. */
export function ChatAdvancedSettingsSection() {
  const server = usePref(chatPrefs.server);
  const service = useChatService();
  return (
    <ChatAdvancedSettingsView
      timeoutSec={server.timeoutSec}
      onTimeoutChange={(timeoutSec) => chatPrefs.server.set({ ...chatPrefs.server.get(), timeoutSec })}
      accessPassword={server.accessPassword}
      onAccessPasswordChange={(accessPassword) => chatPrefs.server.set({ ...chatPrefs.server.get(), accessPassword })}
      upstreamConfigured={service.info.upstreamConfigured}
    />
  );
}
ChatAdvancedSettingsSection.displayName = '@atelier/chat/ChatAdvancedSettingsSection';
