import EllipsisIcon from 'lucide-react/icons/ellipsis';
import { type Book, IconButton, Progress, useT } from '@atelier/core';
import { type ReactNode, useId, useState } from 'react';
import type { BookProgress } from '../../hooks/bookProgress.types';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { Badge, Muted, TextLink } from '../shared/parts.styles';
import { VisibilityBadge } from '../shared/VisibilityBadge';
import { BookCover } from './BookCover';
import { GridActions, GridAuthor, GridBadges, GridCardRoot, GridCover, GridMeta, GridTitle } from './BookGridCard.styles';
import { Highlighted } from './Highlighted';
import { navigateOnClick } from '../shared/navigateOnClick';

/** Props of `BookGridCard`. */
export interface BookGridCardProps {
  /** The book shown: cover, title, author and type. */
  book: Book;
  /** Where the card links to (usually the book's reader route). */
  href: string;
  /** Absolute cover URL, or null for a generated cover. */
  coverUrl: string | null;
  /** Words to mark in the title and author. @default '' */
  highlight?: string;
  /** Client-side navigation instead of following the link. @default undefined (plain link) */
  onNavigate?: ((href: string) => void) | undefined;
  /** The reader's progress; no bar without it. @default null */
  progress?: BookProgress | null | undefined;
  /** Edit / delete / select controls, shown over the cover on hover, focus or the "more" button. @default undefined */
  actions?: ReactNode;
  /** Shows who can open the book (its owner's lists). @default false */
  showVisibility?: boolean | undefined;
}

/**
 * A book as a cover thumbnail (2:3) with its format badge, title, author and, when known, a progress bar.
 * @example
 * <BookGridCard book={book} href={readerPath(book)} coverUrl={null} actions={<EditButton />} />
 */
export function BookGridCard({ book, href, coverUrl, highlight = '', onNavigate, progress = null, actions, showVisibility = false }: BookGridCardProps) {
  const t = useT(libraryNamespace);
  const [open, setOpen] = useState(false);
  const actionsId = useId();
  const progressText = progress ? (progress.finished ? t('shelves.finished') : t('shelves.percent', { percent: progress.percent })) : '';
  return (
    <GridCardRoot data-part="book-card" data-view="grid" data-book-id={book.id}>
      <GridCover data-part="book-cover">
        <BookCover book={book} coverUrl={coverUrl} />
        <GridBadges>
          <Badge $tone="neutral">{t(`types.${book.type}`)}</Badge>
          {book.complete ? null : <Badge $tone="warning">{t('books.incomplete')}</Badge>}
        </GridBadges>
      </GridCover>
      <GridMeta>
        <TextLink
          href={href}
          onClick={navigateOnClick(href, onNavigate)}
        >
          <GridTitle>
            <Highlighted text={book.title} keyword={highlight} />
          </GridTitle>
        </TextLink>
        {book.author ? (
          <GridAuthor>
            <Highlighted text={book.author} keyword={highlight} />
          </GridAuthor>
        ) : null}
        {showVisibility && book.visibility ? (
          <div>
            <VisibilityBadge visibility={book.visibility} />
          </div>
        ) : null}
        {progress ? (
          <>
            <Progress label={t('shelves.progressOf', { title: book.title })} value={progress.finished ? 100 : progress.percent} valueText={progressText} />
            <Muted>{progressText}</Muted>
          </>
        ) : null}
      </GridMeta>
      {actions ? (
        <GridActions>
          <IconButton
            data-part="book-more"
            size="sm"
            variant="secondary"
            icon={<EllipsisIcon />}
            label={t('shelf.moreNamed', { title: book.title })}
            aria-expanded={open}
            aria-controls={actionsId}
            onClick={() => setOpen((was) => !was)}
          />
          <div id={actionsId} data-part="book-actions" data-state={open ? 'open' : 'closed'}>
            {actions}
          </div>
        </GridActions>
      ) : null}
    </GridCardRoot>
  );
}
