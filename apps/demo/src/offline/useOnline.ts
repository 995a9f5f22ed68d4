import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './connectivity';

/** Whether the app can reach its server (see connectivity.ts), kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
