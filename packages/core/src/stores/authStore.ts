import type { AppStorage } from '../storage/createStorage';
import type { ColorScheme, ColorSchemePreference } from '../theme/colorScheme';
import { SECRET_TOKEN_KEY } from './constants';
import { createStore, type Store } from './createStore';

export interface AuthSession {
  theme: ColorScheme;
  [key: string]: unknown;
}

export interface AuthState {
  /**
   * The access password of the AI proxies (sent as `x-ptoken`), persisted under `SECRET_TOKEN`.
   * Library API tokens (access and refresh) live in the user store.
   */
  token: string;
  session: AuthSession;
}

export const defaultAuthState: AuthState = { token: '', session: { theme: 'light' } };

export interface SessionThemeOptions {
  /** The user's theme preference (app settings). */
  preference: ColorSchemePreference;
  /** Whether `prefers-color-scheme: dark` matches; read by the caller, the store touches no DOM. */
  prefersDark: boolean;
}

export interface AuthStore extends Store<AuthState> {
  setToken(token: string): void;
  removeToken(): void;
  /** Spec §4: a fetched session sets theme light, or follows the system when the user prefers auto. */
  setSession(session: Record<string, unknown>, options: SessionThemeOptions): void;
  /** Spec §4 guard: when the server reports `auth: false`, a stored password is removed. */
  applySessionAuth(auth: boolean): void;
}

const isString = (v: unknown): v is string => typeof v === 'string';

export function createAuthStore(storage: AppStorage): AuthStore {
  const token = storage.get(SECRET_TOKEN_KEY, isString) ?? '';
  const store = createStore<AuthState>(
    { ...defaultAuthState, token },
    {
      defaults: defaultAuthState,
      onChange(state) {
        if (state.token) storage.set(SECRET_TOKEN_KEY, state.token, { expireSeconds: null });
        else storage.remove(SECRET_TOKEN_KEY);
      },
    },
  );
  return {
    ...store,
    setToken: (next) => store.setState({ token: next }),
    removeToken: () => store.setState({ token: '' }),
    setSession(session, { preference, prefersDark }) {
      const theme: ColorScheme = preference === 'auto' && prefersDark ? 'dark' : 'light';
      store.setState({ session: { ...session, theme } });
    },
    applySessionAuth(auth) {
      if (!auth) store.setState({ token: '' });
    },
  };
}
