import { useServices } from '../provider/contexts';
import type { AppStores } from './createStores';

/** The provider's stores; read them with `useStore(stores.user, (s) => s.isLogin)`. */
export function useAppStores(): AppStores {
  return useServices().stores;
}
