import { useT } from '@atelier/core';
import { DrawStudio } from '@atelier/draw';
import { useParams } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { useOpenSettings } from '../settings/SettingsOpener';
import { WidgetPage } from './WidgetPage';

export default function DrawPage() {
  const t = useT(demoNamespace);
  const { taskListId } = useParams();
  const openSettings = useOpenSettings();
  return (
    <WidgetPage title={t('title.draw')}>
      <DrawStudio listId={taskListId ?? 'default'} onOpenSettings={() => openSettings('server')} />
    </WidgetPage>
  );
}
