import { COVER_TEXT, coverColor } from './coverColor';
import { GeneratedCoverAuthor, GeneratedCoverRoot, GeneratedCoverTitle } from './GeneratedCover.styles';

/** Props of `GeneratedCover`. */
export interface GeneratedCoverProps {
  /** Picks the cover's colour: the same id always gets the same colour. */
  bookId: string;
  /** Drawn as written, in the book's own script. */
  title: string;
  /** Drawn under the title; omitted when empty. @default '' */
  author?: string;
}

/**
 * A cover drawn for a book without a cover image: its title and author on a colour derived from
 * its id. Decorative: hidden from screen readers, since the card's link already names the book.
 * @example
 * <GeneratedCover bookId={book.id} title={book.title} author={book.author} />
 */
export function GeneratedCover({ bookId, title, author = '' }: GeneratedCoverProps) {
  return (
    <GeneratedCoverRoot aria-hidden="true" data-part="generated-cover" style={{ background: coverColor(bookId), color: COVER_TEXT }}>
      <GeneratedCoverTitle data-part="generated-cover-title">{title}</GeneratedCoverTitle>
      {author ? <GeneratedCoverAuthor data-part="generated-cover-author">{author}</GeneratedCoverAuthor> : null}
    </GeneratedCoverRoot>
  );
}
