import { Button, Spinner, TextField, useT } from '@atelier/core';
import { type ReactNode, useState } from 'react';
import { readersNamespace } from '../../i18n/readersNamespace';
import type { BookSearchState } from '../../search/bookSearchState';
import { PanelForm } from '../EpubReader/EpubReader.styles';
import { Hint, ItemButton, ItemList } from '../ReaderParts/ReaderParts.styles';

/** Props of `BookSearchPanel`. */
export interface BookSearchPanelProps<Hit> {
  /** The search's current state: query, running or done, and its hits. */
  search: BookSearchState<Hit>;
  /** The user submitted a query. */
  runSearch(query: string): void;
  /** Opens the place of a hit. */
  onPick(hit: Hit): void;
  /** A stable key for a hit in the list. */
  hitKey(hit: Hit): string;
  /** What the result button reads: where the hit is and its excerpt. */
  hitLabel(hit: Hit): string;
  /** Said under the result count when the search is done (e.g. parts of the book it could not read). @default undefined */
  notice?: ReactNode;
}

/** Search inside a book (EPUB, PDF, HTML): a query, then every hit with its place and excerpt; a hit opens it. */
export function BookSearchPanel<Hit>({ search, runSearch, onPick, hitKey, hitLabel, notice }: BookSearchPanelProps<Hit>) {
  const t = useT(readersNamespace);
  const [query, setQuery] = useState(search.query);
  return (
    <PanelForm
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        runSearch(query);
      }}
    >
      <TextField label={t('book.searchLabel')} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <Button type="submit" variant="primary" loading={search.status === 'searching'}>
        {t('book.searchButton')}
      </Button>
      {search.status === 'searching' ? <Spinner label={t('book.searching')} /> : null}
      {search.status === 'done' ? (
        <>
          <Hint aria-live="polite">
            {t('book.searchResults', { count: search.hits.length, query: search.query })}
            {notice ? <> {notice}</> : null}
          </Hint>
          <ItemList aria-label={t('book.searchResultsLabel')}>
            {search.hits.map((hit) => (
              <li key={hitKey(hit)}>
                <ItemButton type="button" onClick={() => onPick(hit)}>
                  {hitLabel(hit)}
                </ItemButton>
              </li>
            ))}
          </ItemList>
        </>
      ) : null}
    </PanelForm>
  );
}
