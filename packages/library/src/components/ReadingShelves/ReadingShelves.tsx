import { type Book, Tabs, useT } from '@atelier/core';
import type { CSSProperties } from 'react';
import { useServerUrl } from '../../hooks/useLibraryApi';
import { type ShelfKind, useShelf } from '../../hooks/useShelf';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { readerPath } from '../../upload/readerPath';
import { WidgetRoot } from '../shared/parts.styles';
import { ShelfView } from './ShelfView';

export type ShelfSection = 'continue' | 'popular' | 'history';

/** Props of `ReadingShelves`. */
export interface ReadingShelvesProps {
  /** Which shelves, in order. @default ['continue', 'popular'] */
  sections?: readonly ShelfSection[];
  /** Books per shelf. @default 12 */
  limit?: number;
  /** Level of each shelf's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Where a book links to. @default readerPath (`/book/{type}/{id}`) */
  getReaderHref?: ((book: Book) => string) | undefined;
  /** Client-side navigation for book links, e.g. react-router's `navigate`. @default undefined (plain links) */
  onNavigate?: ((href: string) => void) | undefined;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string | undefined;
  /** Inline style on the widget's root element. @default undefined */
  style?: CSSProperties | undefined;
}

interface ShelfProps {
  kind: ShelfKind;
  title: string;
  limit: number;
  headingLevel: 2 | 3 | 4;
  getReaderHref(book: Book): string;
  onNavigate?: ((href: string) => void) | undefined;
}

function Shelf({ kind, limit, ...rest }: ShelfProps) {
  const model = useShelf(kind, limit);
  const serverUrl = useServerUrl();
  return <ShelfView {...model} {...rest} coverUrl={(book) => serverUrl(book.cover_url)} />;
}

/**
 * Continue reading (with progress), popular books and the reading history (reading / finished),
 * each with loading, empty and error states; every book opens its reader.
 * @example
 * <ReadingShelves sections={['continue', 'popular']} onNavigate={navigate} />
 */
export function ReadingShelves({
  sections = ['continue', 'popular'],
  limit = 12,
  headingLevel = 2,
  getReaderHref = readerPath,
  onNavigate,
  className,
  style,
}: ReadingShelvesProps) {
  const t = useT(libraryNamespace);
  const shared = { limit, headingLevel, getReaderHref, onNavigate };
  return (
    <WidgetRoot data-part="reading-shelves" className={className} style={style}>
      {sections.map((section) =>
        section === 'history' ? (
          <Tabs
            key={section}
            label={t('shelves.history')}
            items={[
              { value: 'reading', label: t('shelves.reading'), content: <Shelf kind="reading" title={t('shelves.historyReading')} {...shared} /> },
              { value: 'finished', label: t('shelves.finishedTab'), content: <Shelf kind="finished" title={t('shelves.historyFinished')} {...shared} /> },
            ]}
          />
        ) : (
          <Shelf key={section} kind={section} title={section === 'continue' ? t('shelves.continue') : t('shelves.popular')} {...shared} />
        ),
      )}
    </WidgetRoot>
  );
}
