import type { Book, BookType, BookVisibility, UpdateBookRequest } from '@atelier/core';

/** Whose books a list shows: the viewer's own (an admin's: every book), or the public library. */
export type BookListScope = 'mine' | 'public';

export interface BookListFilters {
  keyword: string;
  type: BookType | '';
  complete: '' | 'true' | 'false';
  /** Own books of one visibility only (the public library is all public). @default '' */
  visibility: BookVisibility | '';
  page: number;
}

/** What `useBookList` returns: the state and actions its view renders. */
export interface BookListViewModel {
  /** Whose books are listed. @default 'mine' */
  scope?: BookListScope;
  /** Keyword, type, completeness, visibility and page currently applied. */
  filters: BookListFilters;
  /** Whether the current page is loading, shown, or failed. */
  status: 'loading' | 'ready' | 'error';
  /** Translated load error, else null. */
  error: string | null;
  /** The server will not list these books to this viewer (public library off, or sign-in needed): retrying cannot help. @default false */
  refused?: boolean;
  /** The books of the current page. */
  books: Book[];
  /** How many books match the filters (all pages). */
  total: number;
  /** More books matched the keyword than the server ranks; `total` is the ranked window. @default false */
  totalCapped?: boolean;
  /** Books per page. */
  perPage: number;
  /** True when the list shows search results (ranked, keyword highlighted). */
  searching: boolean;
  /** Whether the signed-in user owns the book or is an admin, so edit and delete are offered. */
  canEdit(book: Book): boolean;
  /** Applies new filters and goes back to the first page. */
  apply(filters: Omit<BookListFilters, 'page'>): void;
  /** Shows another page. */
  setPage(page: number): void;
  /** Loads the current page again. */
  reload(): void;
  /** Saves edits to a book; resolves with a translated error, or null once saved. */
  save(book: Book, patch: UpdateBookRequest): Promise<string | null>;
  /** Asks for confirmation, then deletes the book. */
  remove(book: Book): void;
  /** Choosing books of this page to change who can open them; absent where the viewer may not (the public library). @default undefined */
  selection?: BookSelection | undefined;
}

/** Books of the current page chosen for one visibility change. */
export interface BookSelection {
  /** Ids of the chosen books (of the current page: a new page or filter starts afresh). */
  ids: ReadonlySet<string>;
  /** Adds or removes one book. */
  toggle(book: Book, selected: boolean): void;
  /** Chooses every editable book of the page, or none. */
  togglePage(selected: boolean): void;
  /** Chooses none. */
  clear(): void;
  /** Gives the chosen books one visibility (all or none); resolves with a translated error and keeps the choice, or null once done. */
  setVisibility(visibility: BookVisibility): Promise<string | null>;
}
