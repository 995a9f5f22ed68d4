import { type Book, useT } from '@atelier/core';
import type { CSSProperties } from 'react';
import { type BookListScope, useBookList } from '../../hooks/useBookList';
import { useServerUrl } from '../../hooks/useLibraryApi';
import { useShelfLayout } from '../../hooks/useShelfLayout';
import { useShelfProgress } from '../../hooks/useShelfProgress';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { readerPath } from '../../upload/readerPath';
import { WidgetHeading, WidgetRoot } from '../shared/parts.styles';
import { BookListView } from './BookListView';
import { SubheadingLevel } from '../shared/SubheadingLevel';

/** Props of `BookList`. */
export interface BookListProps {
  /** `public`: the public library (every owner's public books; guests too when the server allows), with edits only on the viewer's own. @default 'mine' */
  scope?: BookListScope | undefined;
  /** Heading text. @default t('books.title'), or t('publicLibrary.title') for the public scope */
  title?: string | undefined;
  /** Level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Books per page (≤ 100). @default 20 */
  perPage?: number | undefined;
  /** Where a book links to. @default readerPath (`/book/{type}/{id}`) */
  getReaderHref?: ((book: Book) => string) | undefined;
  /** Client-side navigation for book links. @default undefined */
  onNavigate?: ((href: string) => void) | undefined;
  /** Opens the host's upload page; the empty list offers it as the next step (the widget knows no routes). @default undefined (no button) */
  onUpload?: (() => void) | undefined;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string | undefined;
  /** Inline style on the widget's root element. @default undefined */
  style?: CSSProperties | undefined;
}

/**
 * The viewer's books (admins: every book): keyword search with highlighted matches, type,
 * "complete" and visibility filters, pages; each card opens its reader and shows who can open it,
 * owners and admins can edit or delete, and change the visibility of selected books at once.
 * With `scope="public"` it lists the public library instead, and says so when the server keeps it
 * off or needs a sign-in.
 * @example
 * <BookList onNavigate={navigate} />
 * <BookList scope="public" onNavigate={navigate} />
 */
export function BookList({ scope = 'mine', title, headingLevel = 2, perPage, getReaderHref = readerPath, onNavigate, onUpload, className, style }: BookListProps) {
  const t = useT(libraryNamespace);
  const model = useBookList(perPage, scope);
  const serverUrl = useServerUrl();
  const { layout, setLayout } = useShelfLayout();
  // Only the grid draws progress bars, so the list asks the server for no history.
  const progressOf = useShelfProgress(layout === 'grid');
  const heading = title ?? (scope === 'public' ? t('publicLibrary.title') : t('books.title'));
  return (
    <WidgetRoot data-part="book-list" data-scope={scope} className={className} style={style}>
      <WidgetHeading as={`h${headingLevel}`}>{heading}</WidgetHeading>
      <SubheadingLevel level={headingLevel + 1}>
        <BookListView {...model} label={heading} getReaderHref={getReaderHref} coverUrl={(book) => serverUrl(book.cover_url)} onNavigate={onNavigate} onUpload={onUpload} layout={layout} onLayoutChange={setLayout} progressOf={progressOf} />
      </SubheadingLevel>
    </WidgetRoot>
  );
}
