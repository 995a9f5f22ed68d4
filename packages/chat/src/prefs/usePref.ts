import { useSyncExternalStore } from 'react';
import type { Pref } from './createPref';

export function usePref<T>(pref: Pref<T>): T {
  return useSyncExternalStore(pref.subscribe, pref.get, pref.get);
}
