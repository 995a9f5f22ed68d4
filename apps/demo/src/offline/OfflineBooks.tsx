import { useConfirm, useT } from '@atelier/core';
import { demoNamespace } from '../demoNamespace';
import { OfflineBooksView } from './OfflineBooksView';
import { useOfflineBooks } from './useOfflineBooks';
import { useOnline } from './useOnline';

/** The kept books with the confirms before removing them; nothing where the browser cannot keep books. */
export function OfflineBooks() {
  const t = useT(demoNamespace);
  const confirm = useConfirm();
  const online = useOnline();
  const { supported, books, usage, remove, clear } = useOfflineBooks();
  if (!supported) return null;
  return (
    <OfflineBooksView
      books={books}
      usage={usage}
      offline={!online}
      onRemove={(book) =>
        void confirm({ title: t('offline.removeConfirm', { title: book.title }), confirmLabel: t('offline.remove'), destructive: true }).then((yes) => (yes ? remove(book.id) : undefined))
      }
      onClear={() => void confirm({ title: t('offline.clearConfirm'), confirmLabel: t('offline.clear'), destructive: true }).then((yes) => (yes ? clear() : undefined))}
    />
  );
}
