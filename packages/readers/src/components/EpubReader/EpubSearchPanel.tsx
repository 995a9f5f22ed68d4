import { Button, Spinner, TextField, useT } from '@atelier/core';
import { useState } from 'react';
import type { EpubSearchState } from '../../hooks/useEpubReader';
import { readersNamespace } from '../../i18n/readersNamespace';
import { Hint, ItemButton, ItemList, PanelForm } from './EpubReader.styles';

export interface EpubSearchPanelProps {
  search: EpubSearchState;
  runSearch(query: string): void;
  goTo(cfi: string): void;
}

/** Search inside the book: a query, then every hit with its excerpt; a hit opens its page. */
export function EpubSearchPanel({ search, runSearch, goTo }: EpubSearchPanelProps) {
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
          <Hint aria-live="polite">{t('book.searchResults', { count: search.hits.length, query: search.query })}</Hint>
          <ItemList aria-label={t('book.searchResultsLabel')}>
            {search.hits.map((hit) => (
              <li key={hit.cfi}>
                <ItemButton type="button" onClick={() => goTo(hit.cfi)}>
                  {hit.excerpt.trim()}
                </ItemButton>
              </li>
            ))}
          </ItemList>
        </>
      ) : null}
    </PanelForm>
  );
}
