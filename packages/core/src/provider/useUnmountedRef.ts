import { type RefObject, useEffect, useRef } from 'react';

/**
 * True once the component has unmounted. Work a user action started (a save, a download) may
 * finish after the user has left; its result then changes no state of a tree that is gone (after a
 * test, such an update crashes the run once jsdom's `window` has been removed).
 */
export function useUnmountedRef(): RefObject<boolean> {
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);
  return unmounted;
}
