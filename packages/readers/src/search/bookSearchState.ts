/** A search over a whole book, as every reader's hook exposes it (EPUB, PDF, HTML). */
export interface BookSearchState<Hit> {
  status: 'idle' | 'searching' | 'done';
  query: string;
  hits: readonly Hit[];
}
