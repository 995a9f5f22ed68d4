import UploadIcon from 'lucide-react/icons/upload';
import { type Book, type BookType, type BookVisibility, Button, Checkbox, Select, TextField, useT } from '@atelier/core';
import { useState } from 'react';
import type { BookListFilters, BookListViewModel } from '../../hooks/useBookList';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { plural } from '../../i18n/plural';
import type { ShelfLayout } from '../../hooks/useShelfLayout';
import type { BookProgress } from '../../hooks/bookProgress.types';
import { BookCard, BookGridCard } from '../BookCard';
import { LoadState } from '../shared/LoadState';
import { Pager } from '../shared/Pager';
import { CardList, Muted, Row, Toolbar } from '../shared/parts.styles';
import { VISIBILITIES } from '../../books/visibility';
import { BookEditModal } from './BookEditModal';
import { BookActions } from './BookActions';
import { CoverGrid } from './BookList.styles';
import { BulkVisibilityModal } from './BulkVisibilityModal';
import { CoverGridSkeleton } from './CoverGridSkeleton';
import { ShelfLayoutToggle } from './ShelfLayoutToggle';

export const BOOK_TYPES: readonly BookType[] = ['epub', 'pdf', 'html', 'txt', 'audio', 'video'];

/** Props of `BookListView`. */
export interface BookListViewProps extends BookListViewModel {
  /** Where a book's card links to (its reader). */
  getReaderHref(book: Book): string;
  /** Address of a book's cover image; `null` shows the type placeholder instead. */
  coverUrl(book: Book): string | null;
  /** Client-side navigation for book links. @default undefined (plain links) */
  onNavigate?: ((href: string) => void) | undefined;
  /** Accessible name of the list. */
  label: string;
  /** Opens the host's upload page; offered as the empty own list's next step. @default undefined (no button) */
  onUpload?: (() => void) | undefined;
  /** Cover thumbnails in a grid, or a column of cards. @default 'grid' */
  layout?: ShelfLayout | undefined;
  /** Called when the user picks the other layout; without it the toolbar offers no layout toggle. @default undefined */
  onLayoutChange?: ((layout: ShelfLayout) => void) | undefined;
  /** A book's reading progress when known; the grid shows a bar only then. @default undefined (no bars) */
  progressOf?: ((book: Book) => BookProgress | null) | undefined;
}

/** Search and filters over the viewer's books or the public library, with pages, edit, delete and a bulk visibility change. */
export function BookListView(props: BookListViewProps) {
  const t = useT(libraryNamespace);
  const { keyword, type, complete, visibility } = props.filters;
  const [draft, setDraft] = useState<Omit<BookListFilters, 'page'>>({ keyword, type, complete, visibility });
  const [editing, setEditing] = useState<Book | null>(null);
  const [changing, setChanging] = useState(false);
  const searchingDraft = draft.keyword.trim() !== '';
  const own = (props.scope ?? 'mine') === 'mine';
  const selection = props.selection;
  const selectable = selection ? props.books.filter(props.canEdit) : [];
  const chosen = selection ? selectable.filter((b) => selection.ids.has(b.id)).length : 0;
  const layout = props.layout ?? 'grid';
  const actionsOf = (book: Book) =>
    props.canEdit(book) ? <BookActions book={book} layout={layout} selection={selection} onEdit={setEditing} onDelete={props.remove} /> : undefined;
  // What a book's card shows in either layout.
  const cardOf = (book: Book) => ({
    book,
    href: props.getReaderHref(book),
    coverUrl: props.coverUrl(book),
    highlight: props.searching ? props.filters.keyword : '',
    onNavigate: props.onNavigate,
    showVisibility: own,
    actions: actionsOf(book),
  });
  return (
    <>
      <Toolbar
        role="search"
        aria-label={t('books.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          props.apply(draft);
        }}
      >
        <TextField label={t('books.keyword')} type="search" value={draft.keyword} onChange={(event) => setDraft({ ...draft, keyword: event.target.value })} />
        <Select
          label={t('books.type')}
          value={draft.type}
          options={[{ value: '', label: t('books.allTypes') }, ...BOOK_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
          onValueChange={(value) => setDraft({ ...draft, type: value as BookType | '' })}
        />
        <Select
          label={t('books.completeFilter')}
          value={searchingDraft ? '' : draft.complete}
          disabled={searchingDraft}
          options={[
            { value: '', label: t('books.anyComplete') },
            { value: 'true', label: t('books.complete') },
            { value: 'false', label: t('books.incomplete') },
          ]}
          onValueChange={(value) => setDraft({ ...draft, complete: value as BookListFilters['complete'] })}
        />
        {own ? (
          <Select
            label={t('visibility.filter')}
            value={searchingDraft ? '' : draft.visibility}
            disabled={searchingDraft}
            options={[{ value: '', label: t('visibility.any') }, ...VISIBILITIES.map((v) => ({ value: v, label: t(`visibility.${v}`) }))]}
            onValueChange={(value) => setDraft({ ...draft, visibility: value as BookVisibility | '' })}
          />
        ) : null}
        <Button type="submit" variant="primary">
          {t('list.searchButton')}
        </Button>
        {props.onLayoutChange ? <ShelfLayoutToggle layout={layout} onLayoutChange={props.onLayoutChange} /> : null}
      </Toolbar>
      {props.searching && props.status === 'ready' ? (
        <Muted role="status">
          {props.totalCapped
            ? t('books.resultsCapped', { limit: props.total, keyword: props.filters.keyword.trim() })
            : plural(t, 'books.results', { count: props.total, keyword: props.filters.keyword.trim() })}
        </Muted>
      ) : null}
      {selection && selectable.length > 0 ? (
        <Row data-part="bulk">
          <Checkbox
            label={t('bulk.selectPage')}
            checked={chosen > 0 && chosen === selectable.length}
            ref={(box) => {
              if (box) box.indeterminate = chosen > 0 && chosen < selectable.length;
            }}
            onCheckedChange={selection.togglePage}
          />
          <Muted aria-live="polite">{chosen > 0 ? plural(t, 'bulk.selected', { count: chosen }) : ''}</Muted>
          <Button size="sm" variant="secondary" disabled={chosen === 0} onClick={() => setChanging(true)}>
            {t('bulk.change')}
          </Button>
          {chosen > 0 ? (
            <Button size="sm" variant="ghost" onClick={selection.clear}>
              {t('bulk.clear')}
            </Button>
          ) : null}
        </Row>
      ) : null}
      <LoadState
        status={props.status}
        error={props.error}
        empty={props.books.length === 0}
        emptyTitle={
          props.searching || props.filters.type || props.filters.complete || props.filters.visibility ? t('books.noMatch') : own ? t('books.empty') : t('publicLibrary.empty')
        }
        emptyAction={
          own && props.onUpload && !(props.searching || props.filters.type || props.filters.complete || props.filters.visibility) ? (
            <Button variant="primary" icon={<UploadIcon size={16} />} onClick={props.onUpload}>
              {t('books.uploadFirst')}
            </Button>
          ) : undefined
        }
        {...(props.refused ? {} : { onRetry: props.reload })}
        {...(layout === 'grid' ? { skeleton: <CoverGridSkeleton /> } : {})}
      >
        {props.books.length > 0 && layout === 'grid' ? (
          <CoverGrid aria-label={props.label} data-layout="grid">
            {props.books.map((book) => (
              <BookGridCard key={book.id} {...cardOf(book)} progress={props.progressOf?.(book) ?? null} />
            ))}
          </CoverGrid>
        ) : null}
        {props.books.length > 0 && layout === 'list' ? (
          <CardList aria-label={props.label} data-layout="list">
            {props.books.map((book) => (
              <BookCard key={book.id} {...cardOf(book)} />
            ))}
          </CardList>
        ) : null}
        <Pager page={props.filters.page} perPage={props.perPage} total={props.total} onPage={props.setPage} />
      </LoadState>
      <BookEditModal book={editing} onClose={() => setEditing(null)} onSave={props.save} />
      {selection ? <BulkVisibilityModal count={changing && chosen > 0 ? chosen : null} onClose={() => setChanging(false)} onApply={selection.setVisibility} /> : null}
    </>
  );
}
