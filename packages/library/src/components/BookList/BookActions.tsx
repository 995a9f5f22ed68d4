import PencilIcon from 'lucide-react/icons/pencil';
import TrashIcon from 'lucide-react/icons/trash-2';
import { type Book, Button, Checkbox, IconButton, useT } from '@atelier/core';
import type { BookSelection } from '../../hooks/useBookList.types';
import type { ShelfLayout } from '../../hooks/useShelfLayout';
import { libraryNamespace } from '../../i18n/libraryNamespace';

/** Props of `BookActions`. */
export interface BookActionsProps {
  /** The book acted on. */
  book: Book;
  /** The grid's narrow cards get icon buttons; the list's, worded ones. */
  layout: ShelfLayout;
  /** The page's selection for a bulk change, when the list offers one. @default undefined */
  selection?: BookSelection | undefined;
  /** Opens the book's edit dialog. */
  onEdit(book: Book): void;
  /** Asks, then deletes the book. */
  onDelete(book: Book): void;
}

/** Select, edit and delete for a book the viewer may change; each named after the book. */
export function BookActions({ book, layout, selection, onEdit, onDelete }: BookActionsProps) {
  const t = useT(libraryNamespace);
  const pick = selection ? (
    <Checkbox label={t('bulk.pick')} aria-label={t('bulk.select', { title: book.title })} checked={selection.ids.has(book.id)} onCheckedChange={(on) => selection.toggle(book, on)} />
  ) : null;
  if (layout === 'grid') {
    return (
      <>
        {pick}
        <IconButton size="sm" icon={<PencilIcon />} label={t('books.editNamed', { title: book.title })} onClick={() => onEdit(book)} />
        <IconButton size="sm" icon={<TrashIcon />} label={t('books.deleteNamed', { title: book.title })} onClick={() => onDelete(book)} />
      </>
    );
  }
  return (
    <>
      {pick}
      <Button size="sm" variant="secondary" aria-label={t('books.editNamed', { title: book.title })} onClick={() => onEdit(book)}>
        {t('books.edit')}
      </Button>
      <Button size="sm" variant="ghost" aria-label={t('books.deleteNamed', { title: book.title })} onClick={() => onDelete(book)}>
        {t('books.delete')}
      </Button>
    </>
  );
}
