import { useT } from '@atelier/core';
import { AdminPanel } from '@atelier/library';
import { useNavigate } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

/** /mine/admin (admins only): stats, users, every book and every upload task. */
export default function AdminPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  return (
    <WidgetPage title={t('title.admin')}>
      <AdminPanel onOpenTask={(id) => void navigate(id ? `/upload/tasks/${encodeURIComponent(id)}` : '/upload/tasks')} onNavigate={(href) => void navigate(href)} />
    </WidgetPage>
  );
}
