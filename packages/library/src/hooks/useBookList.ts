import { type Book, type ListResponse, useConfirm, useT, useToast } from '@atelier/core';
import { useState } from 'react';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { plural } from '../i18n/plural';
import type { UploadError } from '../machines/uploadTypes';
import { apiErrorMessage } from '../upload/apiErrorMessage';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';
import { useLibraryApi } from './useLibraryApi';
import { useRemote } from './useRemote';
import type { BookListFilters, BookListScope, BookListViewModel, BookSelection } from './useBookList.types';
import { useViewer } from './useViewer';

export type { BookListFilters, BookListScope, BookListViewModel, BookSelection } from './useBookList.types';

export const BOOK_PAGE_SIZE = 20;

const NO_FILTERS: BookListFilters = { keyword: '', type: '', complete: '', visibility: '', page: 1 };

/** The public library's refusals, worded for a reader rather than as a failed request. */
function publicRefusal(error: UploadError): 'off' | 'signIn' | null {
  if (error.code === 'PUBLIC_LIBRARY_OFF') return 'off';
  if (error.code === 'UNAUTHORIZED' || error.status === 401) return 'signIn';
  return null;
}

/** Books of one scope: the viewer's own (admins all) or the public library; filters, keyword search, pages, edit, delete and bulk visibility. */
export function useBookList(perPage = BOOK_PAGE_SIZE, scope: BookListScope = 'mine'): BookListViewModel {
  const api = useLibraryApi();
  const t = useT(libraryNamespace);
  const confirm = useConfirm();
  const toast = useToast();
  const viewer = useViewer();
  const [filters, setFilters] = useState<BookListFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const keyword = filters.keyword.trim();
  const remote = useRemote<ListResponse<Book>>(JSON.stringify([scope, filters]), (signal) => {
    const type = filters.type ? { type: filters.type } : {};
    const complete = filters.complete ? { complete: filters.complete === 'true' } : {};
    // A search from My books covers the viewer's own books and the public library (others' books
    // come without edit or selection: see canEdit); the public library's covers that alone.
    if (keyword) return api.searchBooks({ keyword, page: filters.page, per_page: perPage, ...type, scope: scope === 'mine' ? 'all' : 'public' }, { signal });
    if (scope === 'public') return api.listPublicBooks({ page: filters.page, per_page: perPage, ...type, ...complete }, { signal });
    return api.listBooks({ page: filters.page, per_page: perPage, ...type, ...complete, ...(filters.visibility ? { visibility: filters.visibility } : {}) }, { signal });
  });
  const { state } = remote;
  const list = state.data;
  const books = list?.items ?? [];
  const owns = (book: Book) => viewer.id !== '' && book.owner_id === viewer.id;
  // In the public library only one's own books are one's to change; admins act from their own list.
  const canEdit = (book: Book) => (scope === 'public' ? owns(book) : viewer.isAdmin || owns(book));
  const refusal = scope === 'public' && state.status === 'error' ? publicRefusal(state.error) : null;
  const leavePage = () => setSelected(new Set());

  const selection: BookSelection | undefined =
    scope === 'mine'
      ? {
          ids: selected,
          toggle: (book, on) =>
            setSelected((ids) => {
              const next = new Set(ids);
              if (on) next.add(book.id);
              else next.delete(book.id);
              return next;
            }),
          togglePage: (on) => setSelected(on ? new Set(books.filter(canEdit).map((b) => b.id)) : new Set()),
          clear: leavePage,
          async setVisibility(visibility) {
            const ids = books.filter((b) => selected.has(b.id)).map((b) => b.id);
            try {
              const { updated } = await api.setVisibility(ids, visibility);
              // A filtered list may no longer hold them; otherwise each badge changes in place.
              if (filters.visibility || !list) remote.reload();
              else remote.set({ ...list, items: list.items.map((b) => (selected.has(b.id) ? { ...b, visibility } : b)) });
              leavePage();
              toast.success(plural(t, 'bulk.done', { count: updated }));
              return null;
            } catch (error) {
              return apiErrorMessage(t, error);
            }
          },
        }
      : undefined;

  return {
    scope,
    filters,
    status: state.status,
    error: refusal ? t(refusal === 'off' ? 'publicLibrary.off' : 'publicLibrary.signIn') : state.status === 'error' ? uploadErrorMessage(t, state.error) : null,
    refused: refusal !== null,
    books,
    total: list?.total ?? 0,
    totalCapped: list?.total_capped === true,
    perPage,
    searching: keyword !== '',
    canEdit,
    apply: (next) => {
      leavePage();
      setFilters({ ...next, page: 1 });
    },
    setPage: (page) => {
      leavePage();
      setFilters((f) => ({ ...f, page }));
    },
    reload: remote.reload,
    async save(book, patch) {
      try {
        const updated = await api.updateBook(book.id, patch);
        const merged = { ...book, ...updated };
        // A book made private or link-only leaves the public library.
        const stays = scope !== 'public' || merged.visibility === 'public';
        if (list) {
          const items = stays ? list.items.map((b) => (b.id === book.id ? { ...b, ...updated } : b)) : list.items.filter((b) => b.id !== book.id);
          remote.set({ ...list, items, total: stays ? list.total : Math.max(0, list.total - 1) });
        }
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
            setSelected((ids) => {
              const next = new Set(ids);
              next.delete(book.id);
              return next;
            });
            toast.success(t('books.deleted', { title: book.title }));
          } catch (error) {
            toast.error(apiErrorMessage(t, error));
          }
        },
      );
    },
    selection,
  };
}
