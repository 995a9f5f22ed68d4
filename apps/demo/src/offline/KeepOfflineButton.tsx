import { IconButton, useConfirm, useT } from '@atelier/core';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import DownloadIcon from 'lucide-react/icons/download';
import { demoNamespace } from '../demoNamespace';
import { SavingPercent } from './OfflineBooks.styles';
import { useOfflineBook } from './useOfflineBooks';

/**
 * The reader toolbar's "Keep offline": downloads the book for reading without a network, shows how
 * far it got, and once kept offers to remove the copy (after a confirm). A book kept only as the last
 * one opened still offers to keep it, since the next book opened replaces it.
 */
export function KeepOfflineButton({ bookId }: { bookId: string }) {
  const t = useT(demoNamespace);
  const confirm = useConfirm();
  const { state, keep, remove } = useOfflineBook(bookId);
  if (state.status === 'unsupported' || state.status === 'checking') return null;
  if (state.status === 'saving') {
    const percent = state.progress && state.progress.total > 0 ? Math.floor((state.progress.loaded / state.progress.total) * 100) : 0;
    const label = t('offline.saving', { percent });
    return (
      <>
        <IconButton icon={<DownloadIcon />} label={label} aria-busy="true" onClick={() => undefined} />
        <SavingPercent aria-hidden="true">{percent}%</SavingPercent>
      </>
    );
  }
  if (state.status === 'kept' && state.book.how === 'asked') {
    const onRemove = async () => {
      if (await confirm({ title: t('offline.removeConfirm', { title: state.book.title }), confirmLabel: t('offline.remove'), destructive: true })) await remove();
    };
    return <IconButton icon={<CircleCheckIcon />} label={t('offline.kept')} aria-pressed="true" onClick={() => void onRemove()} />;
  }
  return (
    <IconButton icon={<DownloadIcon />} label={state.status === 'failed' ? t('offline.keepFailed') : t('offline.keep')} aria-pressed="false" onClick={() => void keep()} />
  );
}
