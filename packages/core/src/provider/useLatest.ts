import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest render's value. Callbacks handed to machines, timers and DOM
 * listeners read it instead of being re-created (and re-subscribed) on every render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  // A layout effect, so a handler that fires between commit and paint already sees the new value.
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
