import { useLatest, useUnmountedRef } from '@atelier/core';
import { useCallback, useEffect, useState } from 'react';
import { toUploadError, type UploadError } from '../machines/uploadTypes';

export type RemoteState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: UploadError };

export interface Remote<T> {
  state: RemoteState<T>;
  reload(): void;
  /** Replaces the loaded data after a local change (rename, delete) without a refetch. */
  set(data: T): void;
}

interface Answer<T> {
  token: string;
  data: T | null;
  error: UploadError | null;
}

/**
 * Loads `load()` whenever `key` changes; an older answer never overwrites a newer one, and leaving
 * aborts the request in flight. While a new load runs the previous data stays visible.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [round, setRound] = useState(0);
  const token = `${round}:${key}`;
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const loadRef = useLatest(load);
  const tokenRef = useLatest(token);
  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ token, data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer((previous) => ({ token, data: previous?.data ?? null, error: toUploadError(error) }));
      },
    );
    return () => controller.abort();
  }, [token, loadRef]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  // Called with what a save answered, which may come after the view was left.
  const unmountedRef = useUnmountedRef();
  const set = useCallback((data: T) => !unmountedRef.current && setAnswer({ token: tokenRef.current, data, error: null }), [unmountedRef, tokenRef]);

  const data = answer?.data ?? null;
  let state: RemoteState<T>;
  if (answer?.token !== token) state = { status: 'loading', data, error: null };
  else if (answer.error) state = { status: 'error', data, error: answer.error };
  else state = { status: 'ready', data: answer.data as T, error: null };
  return { state, reload, set };
}
