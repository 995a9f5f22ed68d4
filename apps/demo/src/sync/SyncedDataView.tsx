import { Button, coreNamespace, errorMessage, Spinner, useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { ErrorText, Muted, Section } from '../account/account.styles';
import type { SyncedDataViewModel } from './useSyncedData';

const megabytes = (bytes: number) =>
  new Intl.NumberFormat(typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);

/** /mine's synced data tab: the space the account's chats, drawings and settings take, and deleting them. */
export function SyncedDataView({ usage, error, deleting, deleteAll }: SyncedDataViewModel) {
  const t = useT(demoNamespace);
  const tCore = useT(coreNamespace);
  return (
    <Section aria-label={t('mine.dataTab')}>
      {usage ? (
        <>
          <p>{t('sync.data.usage', { used: megabytes(usage.used_bytes), quota: megabytes(usage.quota_bytes) })}</p>
          <Muted>{t('sync.data.records', { records: usage.records })}</Muted>
        </>
      ) : error ? null : (
        <Spinner label={t('sync.data.loading')} />
      )}
      {error ? <ErrorText role="alert">{errorMessage(tCore, error)}</ErrorText> : null}
      <Muted>{t('sync.data.deleteSummary')}</Muted>
      <Button variant="danger" disabled={deleting} onClick={deleteAll}>
        {t('sync.data.deleteAll')}
      </Button>
    </Section>
  );
}
