import { useAppStores, useStore } from '@atelier/core';
import { useChatService } from '../../hooks/useChatService';
import { useChatPrefs } from '../../prefs/chatPrefs';
import { usePref } from '../../prefs/usePref';
import { ChatAdvancedSettingsView } from './ChatAdvancedSettingsView';

/** Settings → Advanced for a host's settings modal: timeout and access password, live. */
export function ChatAdvancedSettingsSection() {
  const chatPrefs = useChatPrefs();
  const server = usePref(chatPrefs.server);
  const service = useChatService();
  // The app's one access password, shared with drawing (core's auth store).
  const auth = useAppStores().auth;
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
