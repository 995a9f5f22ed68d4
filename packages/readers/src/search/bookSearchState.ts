/** A search over a whole book, as every reader's hook exposes it (EPUB, PDF, HTML). */
export interface BookSearchState<Hit> {
  /** `idle` before the first search, `searching` while pages are read, `done` with the final hits. */
  status: 'idle' | 'searching' | 'done';
  /** The text searched for. */
  query: string;
  /** Hits found so far. */
  hits: readonly Hit[];
}
