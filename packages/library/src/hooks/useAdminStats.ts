import { type AdminStats, useT } from '@atelier/core';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';
import { useLibraryApi } from './useLibraryApi';
import { useRemote } from './useRemote';

/** What `useAdminStats` returns: the state and actions its view renders. */
export interface AdminStatsViewModel {
  /** Whether the statistics are loading, shown, or failed. */
  status: 'loading' | 'ready' | 'error';
  /** Translated load error, else null. */
  error: string | null;
  /** Counts of users, books, files, tasks, storage and recent readers; null until loaded. */
  stats: AdminStats | null;
  /** Loads the statistics again. */
  reload(): void;
}

/** The admin page's statistics: users, books, files, tasks, storage and recent readers. */
export function useAdminStats(): AdminStatsViewModel {
  const api = useLibraryApi();
  const t = useT(libraryNamespace);
  const remote = useRemote('stats', (signal) => api.stats({ signal }));
  return {
    status: remote.state.status,
    error: remote.state.status === 'error' ? uploadErrorMessage(t, remote.state.error) : null,
    stats: remote.state.data,
    reload: remote.reload,
  };
}
