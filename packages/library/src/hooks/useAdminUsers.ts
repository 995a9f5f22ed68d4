import {
  type AdminUpdateUserRequest,
  type AdminUser,
  coreNamespace,
  errorMessage,
  type ListResponse,
  type ResetLinkIssued,
  useConfirm,
  useT,
  useToast,
  useUnmountedRef,
} from '@atelier/core';
import { useRef, useState } from 'react';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { apiErrorMessage } from '../upload/apiErrorMessage';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';
import { useLibraryApi } from './useLibraryApi';
import { useRemote } from './useRemote';
import { useViewer } from './useViewer';

export const USER_PAGE_SIZE = 20;

/** A password-reset link being issued for `user` (both null), issued, or refused (`error`). */
export interface ResetLinkState {
  user: AdminUser;
  issued: ResetLinkIssued | null;
  /** Translated refusal, else null. */
  error: string | null;
}

/** What `useAdminUsers` returns: the state and actions its view renders. */
export interface AdminUsersViewModel {
  /** The search text applied to user names. */
  q: string;
  /** The page shown now, 1-based. */
  page: number;
  /** Users per page. */
  perPage: number;
  /** Whether the current page is loading, shown, or failed. */
  status: 'loading' | 'ready' | 'error';
  /** Translated load error, else null. */
  error: string | null;
  /** The users of the current page. */
  users: AdminUser[];
  /** How many users match the search (all pages). */
  total: number;
  /** Id of the user whose change is being saved. */
  saving: string | null;
  /** Whether this is the signed-in admin, who may not demote or disable themselves. */
  isSelf(user: AdminUser): boolean;
  /** Searches users and goes back to the first page. */
  search(q: string): void;
  /** Shows another page. */
  setPage(page: number): void;
  /** Saves a user's admin level (a toast says whether it worked). */
  setAdminLevel(user: AdminUser, level: number): void;
  /** Enables a user, or disables one after confirmation (a toast says whether it worked). */
  setDisabled(user: AdminUser, disabled: boolean): void;
  /** Loads the current page again. */
  reload(): void;
  /** The reset-link dialog's content while it is open, else null. */
  resetLink: ResetLinkState | null;
  /** Issues a one-time password-reset link for a user (voiding their earlier ones) and opens the dialog. */
  issueResetLink(user: AdminUser): void;
  /** Closes the reset-link dialog. */
  closeResetLink(): void;
}

/** Users for an admin: search, pages, admin level and disabling (confirmed). */
export function useAdminUsers(perPage = USER_PAGE_SIZE): AdminUsersViewModel {
  const api = useLibraryApi();
  const t = useT(libraryNamespace);
  const confirm = useConfirm();
  const toast = useToast();
  const viewer = useViewer();
  const [query, setQuery] = useState({ q: '', page: 1 });
  const remote = useRemote<ListResponse<AdminUser>>(JSON.stringify(query), (signal) =>
    api.listUsers({ page: query.page, per_page: perPage, ...(query.q.trim() ? { q: query.q.trim() } : {}) }, { signal }),
  );
  const [saving, setSaving] = useState<string | null>(null);
  const [resetLink, setResetLink] = useState<ResetLinkState | null>(null);
  const tCore = useT(coreNamespace);
  const unmountedRef = useUnmountedRef();
  const list = remote.state.data;

  // Counts requests: an answer to one the admin closed (or replaced) meanwhile is dropped.
  const resetRequest = useRef(0);
  const issueResetLink = async (user: AdminUser) => {
    const request = ++resetRequest.current;
    setResetLink({ user, issued: null, error: null });
    let next: ResetLinkState;
    try {
      next = { user, issued: await api.issueResetLink(user.id), error: null };
    } catch (error) {
      next = { user, issued: null, error: errorMessage(tCore, error) };
    }
    if (!unmountedRef.current && request === resetRequest.current) setResetLink(next);
  };

  const update = async (user: AdminUser, patch: AdminUpdateUserRequest) => {
    setSaving(user.id);
    try {
      const updated = await api.updateUser(user.id, patch);
      if (list) remote.set({ ...list, items: list.items.map((u) => (u.id === user.id ? { ...u, ...updated } : u)) });
      toast.success(t('admin.saved', { name: user.nickname || user.user_name }));
    } catch (error) {
      toast.error(apiErrorMessage(t, error));
    } finally {
      if (!unmountedRef.current) setSaving(null);
    }
  };

  return {
    ...query,
    perPage,
    status: remote.state.status,
    error: remote.state.status === 'error' ? uploadErrorMessage(t, remote.state.error) : null,
    users: list?.items ?? [],
    total: list?.total ?? 0,
    saving,
    isSelf: (user) => user.id === viewer.id,
    search: (q) => setQuery({ q, page: 1 }),
    setPage: (page) => setQuery((current) => ({ ...current, page })),
    setAdminLevel: (user, level) => void update(user, { admin_level: level }),
    setDisabled: (user, disabled) => {
      if (!disabled) {
        void update(user, { disabled });
        return;
      }
      const name = user.nickname || user.user_name;
      void confirm({ title: t('admin.disableConfirm.title', { name }), message: t('admin.disableConfirm.message'), confirmLabel: t('admin.disable'), destructive: true }).then((ok) => {
        if (ok) void update(user, { disabled });
      });
    },
    reload: remote.reload,
    resetLink,
    issueResetLink: (user) => void issueResetLink(user),
    closeResetLink: () => {
      resetRequest.current += 1;
      setResetLink(null);
    },
  };
}
