import { useT } from '@atelier/core';
import type { AdminStatsViewModel } from '../../hooks/useAdminStats';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { formatBytes } from '../../upload/transferRate';
import { LoadState } from '../shared/LoadState';
import { Card, CardList, Muted } from '../shared/parts.styles';

/** Simple figures for the admin: users, books, files, storage, tasks, readers in 30 days. */
export function AdminStatsView(props: AdminStatsViewModel) {
  const t = useT(libraryNamespace);
  const { stats } = props;
  const figures = stats
    ? [
        [t('admin.stats.users'), String(stats.users)],
        [t('admin.stats.books'), String(stats.books)],
        [t('admin.stats.files'), String(stats.files)],
        [t('admin.stats.storage'), formatBytes(stats.storage_bytes)],
        [t('admin.stats.tasks'), String(stats.upload_tasks)],
        [t('admin.stats.readers'), String(stats.readers_30d)],
      ]
    : [];
  return (
    <LoadState status={props.status} error={props.error} onRetry={props.reload}>
      {stats ? (
        <CardList aria-label={t('admin.statsLabel')} style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {figures.map(([label, value]) => (
            <Card key={label}>
              <Muted>{label}</Muted>
              <strong style={{ fontSize: 'var(--atelier-font-size-xl)' }}>{value}</strong>
            </Card>
          ))}
        </CardList>
      ) : null}
    </LoadState>
  );
}
