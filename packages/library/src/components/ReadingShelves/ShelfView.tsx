import { type Book, Progress, useT } from '@atelier/core';
import type { ShelfViewModel } from '../../hooks/useShelf';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { plural } from '../../i18n/plural';
import { BookCard } from '../BookCard';
import { LoadState } from '../shared/LoadState';
import { CardList, Muted } from '../shared/parts.styles';
import { SubheadingLevel } from '../shared/SubheadingLevel';

/** Props of `ShelfView`. */
export interface ShelfViewProps extends ShelfViewModel {
  /** Heading text of the shelf. */
  title: string;
  /** Level of the shelf's heading, to fit the host page's outline. */
  headingLevel: 2 | 3 | 4;
  /** Where a book's card links to (its reader). */
  getReaderHref(book: Book): string;
  /** Address of a book's cover image; `null` shows the type placeholder instead. */
  coverUrl(book: Book): string | null;
  /** Client-side navigation for book links. @default undefined (plain links) */
  onNavigate?: ((href: string) => void) | undefined;
}

const EMPTY = { continue: 'shelves.emptyContinue', popular: 'shelves.emptyPopular', reading: 'shelves.emptyReading', finished: 'shelves.emptyFinished' } as const;

/** A titled shelf of books with its loading, error and empty states. */
export function ShelfView(props: ShelfViewProps) {
  const t = useT(libraryNamespace);
  const Heading = `h${props.headingLevel}` as const;
  return (
    <section data-part="shelf" data-shelf={props.kind} style={{ display: 'grid', gap: 12 }} aria-label={props.title}>
      <Heading style={{ margin: 0, fontSize: 'var(--atelier-font-size-lg)' }}>{props.title}</Heading>
      <SubheadingLevel level={props.headingLevel + 1}>
        <LoadState status={props.status} error={props.error} empty={props.entries.length === 0} emptyTitle={t(EMPTY[props.kind])} onRetry={props.reload}>
          {props.entries.length > 0 ? (
            <CardList aria-label={props.title}>
              {props.entries.map((entry) => (
                <BookCard key={entry.book.id} book={entry.book} href={props.getReaderHref(entry.book)} coverUrl={props.coverUrl(entry.book)} onNavigate={props.onNavigate}>
                  {entry.percent !== null ? (
                    <Progress
                      label={t('shelves.progressOf', { title: entry.book.title })}
                      value={entry.finished ? 100 : entry.percent}
                      valueText={entry.finished ? t('shelves.finished') : t('shelves.percent', { percent: entry.percent })}
                    />
                  ) : null}
                  {entry.percent !== null ? <Muted>{entry.finished ? t('shelves.finished') : t('shelves.percent', { percent: entry.percent })}</Muted> : null}
                  {entry.readers !== null ? <Muted>{plural(t, 'shelves.readers', { count: entry.readers })}</Muted> : null}
                </BookCard>
              ))}
            </CardList>
          ) : null}
        </LoadState>
      </SubheadingLevel>
    </section>
  );
}
