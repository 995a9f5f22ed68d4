import { type Book, type UploadTask, type UploadTaskStatus, useConfirm, useT, useToast, useUnmountedRef } from '@atelier/core';
import { createElement, useState } from 'react';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';
import { apiErrorMessage } from '../upload/apiErrorMessage';
import { DeleteBooksChoice } from '../components/UploadTasks/DeleteBooksChoice';
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

/** What `useTaskDetail` returns: the state and actions its view renders. */
export interface TaskDetailViewModel {
  /** Whether the task is loading, shown, or failed to load. */
  status: 'loading' | 'ready' | 'error';
  /** Translated load error, else null. */
  error: string | null;
  /** The task with its files, else null while loading or after an error. */
  task: UploadTask | null;
  /** The books the task created. */
  books: Book[];
  /** An action (rename, cancel, retry, delete) is running; its buttons are disabled meanwhile. */
  busy: boolean;
  /** Renames the task; resolves true once saved (a failure is shown as a toast). */
  rename(name: string): Promise<boolean>;
  /** Asks for confirmation, then cancels the task. */
  cancel(): void;
  /** Asks the server to retry the task. */
  retry(): void;
  /** Asks for confirmation (optionally with its books), then deletes the task. */
  remove(): void;
  /** Loads the task again. */
  reload(): void;
}

/** One task with its files and books, and the owner's actions on it. */
export function useTaskDetail(taskId: string, onDeleted: () => void): TaskDetailViewModel {
  const api = useLibraryApi();
  const t = useT(libraryNamespace);
  const confirm = useConfirm();
  const toast = useToast();
  const remote = useRemote(taskId, (signal) => api.getTask(taskId, { withBookDetails: true, signal }));
  const [busy, setBusy] = useState(false);
  const unmountedRef = useUnmountedRef();
  const task = remote.state.data;

  const run = async (action: () => Promise<UploadTask | void>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      const updated = await action();
      // PUT/retry answer without files and books; keep what the detail already shows.
      if (updated && task) remote.set({ ...task, ...updated, files: updated.files ?? task.files ?? [], books: updated.books ?? task.books ?? [] });
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(t, error));
      return false;
    } finally {
      if (!unmountedRef.current) setBusy(false);
    }
  };

  return {
    status: remote.state.status,
    error: remote.state.status === 'error' ? uploadErrorMessage(t, remote.state.error) : null,
    task,
    books: task?.books ?? [],
    busy,
    rename: (name) => run(() => api.updateTask(taskId, { task_name: name.trim() }), t('tasks.renamed')),
    cancel: () => {
      void confirm({ title: t('tasks.cancelConfirm.title'), message: t('tasks.cancelConfirm.message'), confirmLabel: t('tasks.cancel'), destructive: true }).then((ok) => {
        if (ok) void run(() => api.updateTask(taskId, { status: 'cancelled' }), t('tasks.cancelledToast'));
      });
    },
    retry: () => {
      void run(async () => {
        await api.retryTask(taskId);
        remote.reload();
      }, t('tasks.retried'));
    },
    remove: () => {
      const choice = { deleteBooks: false };
      void confirm({
        title: t('tasks.deleteConfirm.title', { name: task?.task_name ?? '' }),
        message: createElement(DeleteBooksChoice, { onChange: (value: boolean) => (choice.deleteBooks = value), books: task?.books?.length ?? 0 }),
        confirmLabel: t('tasks.delete'),
        destructive: true,
      }).then((ok) => {
        if (!ok) return;
        void run(() => api.deleteTask(taskId, { deleteBooks: choice.deleteBooks }), t('tasks.deleted')).then((deleted) => {
          if (deleted) onDeleted();
        });
      });
    },
    reload: remote.reload,
  };
}
