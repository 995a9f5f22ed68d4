import { type Book, type UploadTask, useConfirm, useT, useToast, useUnmountedRef } from '@atelier/core';
import { type ComponentType, createElement, useState } from 'react';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { apiErrorMessage } from '../upload/apiErrorMessage';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';
import { useLibraryApi } from './useLibraryApi';
import { useRemote } from './useRemote';

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

/** The "also delete its books" choice the delete confirmation shows (`DeleteBooksChoice` in `UploadTasks`). */
export interface DeleteBooksChoiceProps {
  /** Called with the user's choice as it changes (unchecked: the books stay). */
  onChange(value: boolean): void;
  /** How many books the task created. */
  books: number;
}

/**
 * One task with its files and books, and the owner's actions on it. `deleteChoice` is the component
 * the delete confirmation shows; without it the confirmation is the plain message and books stay.
 */
export function useTaskDetail(taskId: string, onDeleted: () => void, deleteChoice?: ComponentType<DeleteBooksChoiceProps>): TaskDetailViewModel {
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
        message: deleteChoice
          ? createElement(deleteChoice, { onChange: (value: boolean) => (choice.deleteBooks = value), books: task?.books?.length ?? 0 })
          : t('tasks.deleteConfirm.message'),
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
