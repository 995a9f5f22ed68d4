import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** A touch screen is the main pointer: there Enter makes a new line and Ctrl+Enter sends (spec §3.2). */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
