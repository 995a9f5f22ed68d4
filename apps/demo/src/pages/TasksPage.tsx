import { useT } from '@atelier/core';
import { UploadTasks } from '@atelier/library';
import { useNavigate, useParams } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

/** /upload/tasks/:taskId?: the list, or one task's detail when the path names it. */
export default function TasksPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  const { taskId } = useParams();
  return (
    <WidgetPage title={t('title.tasks')}>
      <UploadTasks
        taskId={taskId}
        showHeading={false}
        onOpenTask={(id) => void navigate(id ? `/upload/tasks/${encodeURIComponent(id)}` : '/upload/tasks')}
        onNavigate={(href) => void navigate(href)}
      />
    </WidgetPage>
  );
}
