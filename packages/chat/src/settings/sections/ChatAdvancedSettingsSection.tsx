import { useStore } from '@atelier/core';
import { useChatService } from '../../hooks/useChatService';
import { usePref } from '../../prefs/usePref';
import { useChatServices } from '../../services/useChatServices';
import { ChatAdvancedSettingsView } from './ChatAdvancedSettingsView';

/** Settings → Advanced for a host's settings modal: timeout and access password, live. */
export function ChatAdvancedSettingsSection() {
  const { prefs: chatPrefs, stores } = useChatServices();
  const server = usePref(chatPrefs.server);
  const service = useChatService();
  // The app's one access password, shared with drawing (core's auth store).
  const auth = stores.auth;
  const password = useStore(auth, (s) => s.accessPassword);
  return (
    <ChatAdvancedSettingsView
      timeoutSec={server.timeoutSec}
      onTimeoutChange={(timeoutSec) => chatPrefs.server.set({ ...chatPrefs.server.get(), timeoutSec })}
      accessPassword={password}
      onAccessPasswordChange={(next) => auth.setAccessPassword(next)}
      upstreamConfigured={service.info.upstreamConfigured}
    />
  );
}
ChatAdvancedSettingsSection.displayName = '@atelier/chat/ChatAdvancedSettingsSection';
