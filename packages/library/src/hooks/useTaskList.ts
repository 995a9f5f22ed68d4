import { type UploadTask, type UploadTaskStatus, useT } from '@atelier/core';
import { useState } from 'react';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';
import { useLibraryApi } from './useLibraryApi';
import { useRemote } from './useRemote';

export const TASK_PAGE_SIZE = 20;

export interface TaskListQuery {
  status: UploadTaskStatus | '';
  q: string;
  page: number;
}

/** What `useTaskList` returns: the state and actions its view renders. */
export interface TaskListViewModel {
  /** Status filter, search text and page currently applied. */
  query: TaskListQuery;
  /** Whether the current page is loading, shown, or failed. */
  status: 'loading' | 'ready' | 'error';
  /** Translated load error, else null. */
  error: string | null;
  /** The tasks of the current page. */
  tasks: UploadTask[];
  /** How many tasks match the filter (all pages). */
  total: number;
  /** Tasks per page. */
  perPage: number;
  /** Filters by task status (`''`: all) and goes back to the first page. */
  setStatus(status: UploadTaskStatus | ''): void;
  /** Searches task names and goes back to the first page. */
  search(q: string): void;
  /** Shows another page. */
  setPage(page: number): void;
  /** Loads the current page again. */
  reload(): void;
}

/** The upload tasks the viewer may see (own; admins all), filtered and paged on the server. */
export function useTaskList(perPage = TASK_PAGE_SIZE): TaskListViewModel {
  const api = useLibraryApi();
  const t = useT(libraryNamespace);
  const [query, setQuery] = useState<TaskListQuery>({ status: '', q: '', page: 1 });
  const remote = useRemote(JSON.stringify(query), (signal) =>
    api.listTasks({ page: query.page, per_page: perPage, ...(query.status ? { status: query.status } : {}), ...(query.q.trim() ? { q: query.q.trim() } : {}) }, { signal }),
  );
  const { state } = remote;
  return {
    query,
    status: state.status,
    error: state.status === 'error' ? uploadErrorMessage(t, state.error) : null,
    tasks: state.data?.items ?? [],
    total: state.data?.total ?? 0,
    perPage,
    setStatus: (status) => setQuery((q) => ({ ...q, status, page: 1 })),
    search: (q) => setQuery((current) => ({ ...current, q, page: 1 })),
    setPage: (page) => setQuery((q) => ({ ...q, page })),
    reload: remote.reload,
  };
}
