import type { AppStorage } from '../storage/createStorage';
import type { ColorScheme, ColorSchemePreference } from '../theme/colorScheme';
import { ACCESS_PASSWORD_KEY, LEGACY_ACCESS_PASSWORD_KEY } from './constants';
import { createStore, type Store } from './createStore';

export interface AuthSession {
  theme: ColorScheme;
  [key: string]: unknown;
}

export interface AuthState {
  /**
   * The access password of the AI proxies (sent as `x-ptoken`), persisted under `accessPassword`.
   * Not a token: the library API's tokens (access and refresh) live in the user store.
   */
  accessPassword: string;
  session: AuthSession;
}

export const defaultAuthState: AuthState = { accessPassword: '', session: { theme: 'light' } };

export interface SessionThemeOptions {
  /** The user's theme preference (app settings). */
  preference: ColorSchemePreference;
  /** Whether `prefers-color-scheme: dark` matches; read by the caller, the store touches no DOM. */
  prefersDark: boolean;
}

export interface AuthStore extends Store<AuthState> {
  setAccessPassword(password: string): void;
  removeAccessPassword(): void;
  /** Spec §4: a fetched session sets theme light, or follows the system when the user prefers auto. */
  setSession(session: Record<string, unknown>, options: SessionThemeOptions): void;
  /** Spec §4 guard: when the server reports `auth: false`, a stored password is removed. */
  applySessionAuth(auth: boolean): void;
}

const isString = (v: unknown): v is string => typeof v === 'string';

function persist(storage: AppStorage, password: string): void {
  if (password) storage.set(ACCESS_PASSWORD_KEY, password, { expireSeconds: null });
  else storage.remove(ACCESS_PASSWORD_KEY);
}

/** A password saved by a version before the rename moves to the new key once, so nobody re-enters it. */
function readAccessPassword(storage: AppStorage): string {
  const current = storage.get(ACCESS_PASSWORD_KEY, isString);
  const legacy = storage.get(LEGACY_ACCESS_PASSWORD_KEY, isString);
  storage.remove(LEGACY_ACCESS_PASSWORD_KEY);
  if (current !== null) return current;
  if (!legacy) return '';
  persist(storage, legacy);
  return legacy;
}

export function createAuthStore(storage: AppStorage): AuthStore {
  const store = createStore<AuthState>(
    { ...defaultAuthState, accessPassword: readAccessPassword(storage) },
    { defaults: defaultAuthState, onChange: (state) => persist(storage, state.accessPassword) },
  );
  return {
    ...store,
    setAccessPassword: (next) => store.setState({ accessPassword: next }),
    removeAccessPassword: () => store.setState({ accessPassword: '' }),
    setSession(session, { preference, prefersDark }) {
      const theme: ColorScheme = preference === 'auto' && prefersDark ? 'dark' : 'light';
      store.setState({ session: { ...session, theme } });
    },
    applySessionAuth(auth) {
      if (!auth) store.setState({ accessPassword: '' });
    },
  };
}
