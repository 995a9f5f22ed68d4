import { type Book, Tabs, useT } from '@atelier/core';
import type { CSSProperties } from 'react';
import { useAdminStats } from '../../hooks/useAdminStats';
import { useAdminUsers } from '../../hooks/useAdminUsers';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { BookList } from '../BookList';
import { WidgetHeading, WidgetRoot } from '../shared/parts.styles';
import { UploadTasks } from '../UploadTasks';
import { AdminStatsView } from './AdminStatsView';
import { AdminUsersView } from './AdminUsersView';
import { SubheadingLevel } from '../shared/SubheadingLevel';

/** Props of `AdminPanel`. */
export interface AdminPanelProps {
  /** Open a task's detail (the host's task route). */
  onOpenTask(taskId: string | null): void;
  /** Where a book links to. @default readerPath (`/book/{type}/{id}`) */
  getReaderHref?: ((book: Book) => string) | undefined;
  /**
   * Where a password-reset link points, relative or absolute; shown resolved against this page.
   * @default `/reset/{token}`
   */
  getResetLinkHref?: ((token: string) => string) | undefined;
  /** Client-side navigation for book links. @default undefined (plain links) */
  onNavigate?: ((href: string) => void) | undefined;
  /** Level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string | undefined;
  /** Inline style on the widget's root element. @default undefined */
  style?: CSSProperties | undefined;
}

function Users({ getResetLinkHref }: { getResetLinkHref?: ((token: string) => string) | undefined }) {
  // The host may answer a path; the admin passes on a full address.
  const resetLinkHref = getResetLinkHref ? (token: string) => new URL(getResetLinkHref(token), window.location.href).href : undefined;
  return <AdminUsersView {...useAdminUsers()} resetLinkHref={resetLinkHref} />;
}

function Stats() {
  return <AdminStatsView {...useAdminStats()} />;
}

/**
 * The admin page: simple stats, users (admin level, disable, password-reset links), every book and every upload task.
 * The server only answers admins; others see its FORBIDDEN message.
 * @example
 * <AdminPanel onOpenTask={(id) => navigate(`/upload/tasks/${id}`)} onNavigate={navigate} />
 */
export function AdminPanel({ onOpenTask, getReaderHref, getResetLinkHref, onNavigate, headingLevel = 2, className, style }: AdminPanelProps) {
  const t = useT(libraryNamespace);
  const inner = (headingLevel + 1) as 3 | 4;
  return (
    <WidgetRoot data-part="admin-panel" className={className} style={style}>
      <WidgetHeading as={`h${headingLevel}`}>{t('admin.statsLabel')}</WidgetHeading>
      <SubheadingLevel level={inner}>
        <Stats />
      </SubheadingLevel>
      <Tabs
        label={t('admin.sections')}
        items={[
          { value: 'users', label: t('admin.users'), content: <Users getResetLinkHref={getResetLinkHref} /> },
          { value: 'books', label: t('admin.allBooks'), content: <BookList title={t('admin.allBooks')} headingLevel={inner} getReaderHref={getReaderHref} onNavigate={onNavigate} /> },
          { value: 'tasks', label: t('admin.allTasks'), content: <UploadTasks headingLevel={inner === 4 ? 3 : inner} onOpenTask={onOpenTask} getReaderHref={getReaderHref} onNavigate={onNavigate} /> },
        ]}
      />
    </WidgetRoot>
  );
}
