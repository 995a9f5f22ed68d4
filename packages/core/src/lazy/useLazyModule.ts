import { useCallback, useEffect, useState } from 'react';
import type { LazyModule } from './lazyModule';

/** What a component knows of a lazy module: here or not, and whether its last download failed. */
export interface LazyModuleState<T> {
  /** The module once it is here. */
  value: T | null;
  /** The last download failed; it is tried again by `retry` or when the browser is back online. */
  failed: boolean;
  /** Downloads again now (a Retry button). */
  retry: () => void;
}

/**
 * A lazy module inside a component: downloaded when `wanted`, kept when it arrives. A failed
 * download leaves `value` null and sets `failed`, so the component shows what it can without it;
 * it is tried again on `retry`, when the browser goes back online, and when wanted again.
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted = true): LazyModuleState<T> {
  const [value, setValue] = useState<T | null>(() => module.peek());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Wanted again (a dialog opened again after its download failed) is a fresh attempt.
  const [wasWanted, setWasWanted] = useState(wanted);
  if (wanted !== wasWanted) {
    setWasWanted(wanted);
    if (wanted) setFailed(false);
  }
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  // Fetched meanwhile by another component or a preload: shown without waiting for the effect.
  const current = value ?? module.peek();

  useEffect(() => {
    if (current !== null || !wanted) return;
    let live = true;
    module.load().then(
      (arrived) => live && (setFailed(false), setValue(() => arrived)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, current, wanted, attempt]);

  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  return { value: current, failed, retry };
}
