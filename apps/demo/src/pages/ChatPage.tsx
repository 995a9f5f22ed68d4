import { useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

export default function ChatPage() {
  const t = useT(demoNamespace);
  return <WidgetPage title={t('title.chat')} />;
}
