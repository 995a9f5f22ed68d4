import type { AppStorage } from '../storage/createStorage';
import type { ColorSchemePreference } from '../theme/colorScheme';
import { SECRET_TOKEN_KEY } from './constants';
import { createStore, type Store } from './createStore';

export interface AuthSession {
  theme: 'light' | 'dark';
  [key: string]: unknown;
}

export interface AuthState {
  /** The access password for the AI proxies, sent as `x-ptoken`. */
  token: string;
  session: AuthSession;
}

export interface AuthStore extends Store<AuthState> {
  setToken(token: string): void;
  removeToken(): void;
  /** Spec §4: a fetched session sets theme light, or follows the system when the user prefers auto. */
  setSession(session: Record<string, unknown>, options: { preference: ColorSchemePreference; prefersDark: boolean }): void;
  /** Spec §4 guard: when the server needs no password, a stored one is removed. */
  applySessionAuth(auth: boolean): void;
}

export function createAuthStore(storage: AppStorage): AuthStore {
  const stored = storage.get(SECRET_TOKEN_KEY, (v): v is string => typeof v === 'string');
  const store = createStore<AuthState>({ token: stored ?? '', session: { theme: 'light' } }, (state) => {
    if (state.token) storage.set(SECRET_TOKEN_KEY, state.token, { expireSeconds: null });
    else storage.remove(SECRET_TOKEN_KEY);
  });
  return {
    ...store,
    setToken: (token) => store.setState({ token }),
    removeToken: () => store.setState({ token: '' }),
    setSession(session, { preference, prefersDark }) {
      const theme = preference === 'auto' ? (prefersDark ? 'dark' : 'light') : 'light';
      store.setState({ session: { ...session, theme } });
    },
    applySessionAuth(auth) {
      if (!auth && store.getState().token) store.setState({ token: '' });
    },
  };
}
