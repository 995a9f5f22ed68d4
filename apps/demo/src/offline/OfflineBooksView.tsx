import { Button, IconButton, Spinner, useT } from '@atelier/core';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { Heading, Muted, Section } from '../account/account.styles';
import type { KeptBook } from './offlineBooks';
import { KeptItem, KeptList } from './OfflineBooks.styles';

export interface OfflineBooksViewProps {
  books: KeptBook[] | null;
  usage: { usage: number; quota: number } | null;
  /** Offline now: the list is what can be read. */
  offline: boolean;
  onRemove(book: KeptBook): void;
  onClear(): void;
}

const megabytes = (bytes: number) =>
  new Intl.NumberFormat(typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);

/** The books kept on this device (each opens in its reader), the space the site uses, and freeing it. */
export function OfflineBooksView({ books, usage, offline, onRemove, onClear }: OfflineBooksViewProps) {
  const t = useT(demoNamespace);
  return (
    <Section aria-labelledby="offline-books-heading">
      <Heading id="offline-books-heading">{t('offline.title')}</Heading>
      {offline ? <p role="status">{t('offline.youAreOffline')}</p> : null}
      {usage ? <Muted>{t('offline.usage', { used: megabytes(usage.usage), quota: megabytes(usage.quota) })}</Muted> : null}
      {books === null ? (
        <Spinner label={t('offline.loading')} />
      ) : books.length === 0 ? (
        <Muted>{t('offline.empty')}</Muted>
      ) : (
        <>
          <KeptList>
            {books.map((book) => (
              <KeptItem key={book.id}>
                <Link to={`/book/${book.type}/${book.id}`}>
                  {book.title}
                  {book.author ? ` · ${book.author}` : ''}
                </Link>
                <Muted>{book.how === 'last' ? t('offline.lastOpened', { size: megabytes(book.bytes) }) : megabytes(book.bytes)}</Muted>
                <IconButton icon={<Trash2Icon />} label={t('offline.removeOne', { title: book.title })} onClick={() => onRemove(book)} />
              </KeptItem>
            ))}
          </KeptList>
          <Button variant="danger" onClick={onClear}>
            {t('offline.clear')}
          </Button>
        </>
      )}
    </Section>
  );
}
