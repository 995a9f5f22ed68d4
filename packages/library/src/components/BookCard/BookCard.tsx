import { type Book, useT } from '@atelier/core';
import type { ReactNode } from 'react';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { Badge, Muted, Row, TextLink } from '../shared/parts.styles';
import { VisibilityBadge } from '../shared/VisibilityBadge';
import { Body, CardRoot, Cover } from './BookCard.styles';
import { BookCover } from './BookCover';
import { Highlighted } from './Highlighted';
import { navigateOnClick } from '../shared/navigateOnClick';

/** Props of `BookCard`. */
export interface BookCardProps {
  /** The book shown: cover, title, author and type. */
  book: Book;
  /** Where the card links to (usually the book's reader route). */
  href: string;
  /** Absolute cover URL, or null for a generated cover (title and author on a colour of the book's own). */
  coverUrl: string | null;
  /** Words to mark in the title and author. @default '' */
  highlight?: string;
  /** Client-side navigation instead of following the link. @default undefined (plain link) */
  onNavigate?: ((href: string) => void) | undefined;
  /** Extra lines under the title (progress, readers…). @default undefined */
  children?: ReactNode;
  /** Edit / delete buttons. @default undefined */
  actions?: ReactNode;
  /** Shows who can open the book (its owner's lists). @default false */
  showVisibility?: boolean | undefined;
}

/** A book with its lazy-loaded cover, linking to its reader route. */
export function BookCard({ book, href, coverUrl, highlight = '', onNavigate, children, actions, showVisibility = false }: BookCardProps) {
  const t = useT(libraryNamespace);
  return (
    <CardRoot data-part="book-card" data-book-id={book.id}>
      <Cover aria-hidden="true">
        <BookCover book={book} coverUrl={coverUrl} />
      </Cover>
      <Body>
        <TextLink
          href={href}
          onClick={navigateOnClick(href, onNavigate)}
        >
          <Highlighted text={book.title} keyword={highlight} />
        </TextLink>
        {book.author ? (
          <Muted>
            <Highlighted text={book.author} keyword={highlight} />
          </Muted>
        ) : null}
        <Row>
          <Badge $tone="neutral">{t(`types.${book.type}`)}</Badge>
          {book.complete ? null : <Badge $tone="warning">{t('books.incomplete')}</Badge>}
          {showVisibility && book.visibility ? <VisibilityBadge visibility={book.visibility} /> : null}
        </Row>
        {children}
        {actions ? <Row>{actions}</Row> : null}
      </Body>
    </CardRoot>
  );
}
