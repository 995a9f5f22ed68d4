import { type Book, type BookType, type ListResponse, type UpdateBookRequest, useConfirm, useT, useToast } from '@atelier/core';
import { useState } from 'react';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { apiErrorMessage } from '../upload/apiErrorMessage';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';
import { useLibraryApi } from './useLibraryApi';
import { useRemote } from './useRemote';
import { useViewer } from './useViewer';

export const BOOK_PAGE_SIZE = 20;

export interface BookListFilters {
  keyword: string;
  type: BookType | '';
  complete: '' | 'true' | 'false';
  page: number;
}

/** What `useBookList` returns: the state and actions its view renders. */
export interface BookListViewModel {
  /** Keyword, type, completeness and page currently applied. */
  filters: BookListFilters;
  /** Whether the current page is loading, shown, or failed. */
  status: 'loading' | 'ready' | 'error';
  /** Translated load error, else null. */
  error: string | null;
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
}

/** Books the viewer can see (own; admins all): filters, keyword search, pages, edit and delete. */
export function useBookList(perPage = BOOK_PAGE_SIZE): BookListViewModel {
  const api = useLibraryApi();
  const t = useT(libraryNamespace);
  const confirm = useConfirm();
  const toast = useToast();
  const viewer = useViewer();
  const [filters, setFilters] = useState<BookListFilters>({ keyword: '', type: '', complete: '', page: 1 });
  const keyword = filters.keyword.trim();
  const remote = useRemote<ListResponse<Book>>(JSON.stringify(filters), (signal) => {
    const type = filters.type ? { type: filters.type } : {};
    if (keyword) return api.searchBooks({ keyword, page: filters.page, per_page: perPage, ...type }, { signal });
    return api.listBooks({ page: filters.page, per_page: perPage, ...type, ...(filters.complete ? { complete: filters.complete === 'true' } : {}) }, { signal });
  });
  const { state } = remote;
  const list = state.data;

  return {
    filters,
    status: state.status,
    error: state.status === 'error' ? uploadErrorMessage(t, state.error) : null,
    books: list?.items ?? [],
    total: list?.total ?? 0,
    totalCapped: list?.total_capped === true,
    perPage,
    searching: keyword !== '',
    canEdit: (book) => viewer.isAdmin || (viewer.id !== '' && book.owner_id === viewer.id),
    apply: (next) => setFilters({ ...next, page: 1 }),
    setPage: (page) => setFilters((f) => ({ ...f, page })),
    reload: remote.reload,
    async save(book, patch) {
      try {
        const updated = await api.updateBook(book.id, patch);
        if (list) remote.set({ ...list, items: list.items.map((b) => (b.id === book.id ? { ...b, ...updated } : b)) });
        toast.success(t('books.saved'));
        return null;
      } catch (error) {
        return apiErrorMessage(t, error);
      }
    },
    remove(book) {
      void confirm({ title: t('books.deleteConfirm.title', { title: book.title }), message: t('books.deleteConfirm.message'), confirmLabel: t('books.delete'), destructive: true }).then(
        async (ok) => {
          if (!ok) return;
          try {
            await api.deleteBook(book.id);
            if (list) remote.set({ ...list, items: list.items.filter((b) => b.id !== book.id), total: Math.max(0, list.total - 1) });
            toast.success(t('books.deleted', { title: book.title }));
          } catch (error) {
            toast.error(apiErrorMessage(t, error));
          }
        },
      );
    },
  };
}
