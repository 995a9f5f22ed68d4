import { ChatPanel } from '@atelier/chat';
import { useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useOpenSettings } from '../settings/SettingsOpener';

export default function ChatPage() {
  const t = useT(demoNamespace);
  useDocumentTitle(t('title.chat'));
  const openSettings = useOpenSettings();
  return (
    <section aria-label={t('title.chat')} style={{ height: 'calc(100vh - 140px)', minHeight: 480 }}>
      <ChatPanel onOpenSettings={({ section }) => openSettings(section)} />
    </section>
  );
}
