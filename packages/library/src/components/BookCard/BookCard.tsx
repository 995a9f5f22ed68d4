import { type Book, useT } from '@atelier/core';
import type { ReactNode } from 'react';
import { highlightParts } from '../../books/highlight';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { Badge, Mark, Muted, Row, TextLink } from '../shared/parts.styles';
import { VisibilityBadge } from '../shared/VisibilityBadge';
import { Body, CardRoot, Cover } from './BookCard.styles';

/** Props of `BookCard`. */
export interface BookCardProps {
  /** The book shown: cover, title, author and type. */
  book: Book;
  /** Where the card links to (usually the book's reader route). */
  href: string;
  /** Absolute cover URL, or null for the type placeholder. */
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

function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, index) => (part.match ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>))}
    </>
  );
}

/** A book with its lazy-loaded cover, linking to its reader route. */
export function BookCard({ book, href, coverUrl, highlight = '', onNavigate, children, actions, showVisibility = false }: BookCardProps) {
  const t = useT(libraryNamespace);
  return (
    <CardRoot data-part="book-card" data-book-id={book.id}>
      <Cover aria-hidden="true">{coverUrl ? <img src={coverUrl} alt="" loading="lazy" decoding="async" /> : t(`types.${book.type}`)}</Cover>
      <Body>
        <TextLink
          href={href}
          onClick={(event) => {
            if (!onNavigate) return;
            event.preventDefault();
            onNavigate(href);
          }}
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
