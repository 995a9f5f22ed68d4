import { useSyncExternalStore } from 'react';
import { subscribeToSystemScheme, systemPrefersDark } from './colorScheme';

export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
}
