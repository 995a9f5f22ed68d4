import { ChatPanel } from '@atelier/chat';
import { useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { VisuallyHidden } from '../layout/AppLayout.styles';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useOpenSettings } from '../settings/SettingsOpener';

export default function ChatPage() {
  const t = useT(demoNamespace);
  useDocumentTitle(t('title.chat'));
  const openSettings = useOpenSettings();
  return (
    <section aria-label={t('title.chat')} style={{ height: 'calc(100dvh - 141px)', minHeight: 480 }}>
      {/* The panel fills the page; the heading is for screen readers' page outline. */}
      <VisuallyHidden as="h1">{t('title.chat')}</VisuallyHidden>
      <ChatPanel onOpenSettings={({ section }) => openSettings(section)} />
    </section>
  );
}
