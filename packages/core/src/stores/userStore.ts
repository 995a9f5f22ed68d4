import type { AppStorage } from '../storage/createStorage';
import { USER_STORAGE_KEY } from './constants';
import { createStore, type Store } from './createStore';
import { isRecord, isString, readFields } from './readFields';
import { type SpecCompatUserFields, specCompatUserDefaults } from './specCompat';

export interface WUser {
  nickname: string;
  admin_level: number;
}

/** Spec §3 user info; the fields no widget reads are in `SpecCompatUserFields`. */
export interface UserInfo extends SpecCompatUserFields {
  avatar: string;
  /** null means "show the localized AI-drawing product name" (spec §3 default). */
  name: string | null;
  description: string;
  isLogin: boolean;
  /** Library API access token. */
  token: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  expireTime: number;
  uid: string;
  device_id: string;
  username: string;
  /** Kept in memory only; never written to storage. */
  password: string;
  phone: string;
  role: string;
  platform: string;
  user_agent: string;
  WUser: WUser;
}

export const defaultUserInfo: UserInfo = {
  avatar: '',
  name: null,
  description: '你好，欢迎使用！',
  isLogin: false,
  token: '',
  refreshToken: '',
  expireTime: 0,
  uid: '',
  device_id: '',
  username: '',
  password: '',
  phone: '',
  role: '',
  platform: '',
  user_agent: '',
  WUser: { nickname: '', admin_level: 0 },
  ...specCompatUserDefaults,
};

const isWUser = (v: unknown): v is WUser =>
  isRecord(v) && typeof v['nickname'] === 'string' && typeof v['admin_level'] === 'number';

export interface UserStore extends Store<UserInfo> {
  /** Merges; a non-empty token marks the user logged in, an empty one logged out (spec §4 login flag). */
  updateUserInfo(patch: Partial<UserInfo>): void;
  /** Back to `defaultUserInfo` (logged out); same as `reset()`. */
  resetUserInfo(): void;
  /**
   * Spec §4 logout: clears name (back to the product name), avatar, description, token and uid;
   * isLogin false; expireTime 0. Also drops the refresh token and admin rights, so a later 401 cannot
   * refresh the session back and the Admin link disappears. The page reload is the host's `reload`.
   */
  logout(options?: { reload?: () => void }): void;
}

export function createUserStore(storage: AppStorage): UserStore {
  const stored = readFields(storage.get(USER_STORAGE_KEY), defaultUserInfo, {
    name: (v) => v === null || isString(v),
    WUser: isWUser,
    wUserInfo: isRecord,
  });
  const store = createStore(
    { ...stored, password: '' },
    {
      defaults: defaultUserInfo,
      onChange: ({ password: _password, ...rest }) => storage.set(USER_STORAGE_KEY, rest, { expireSeconds: null }),
    },
  );
  return {
    ...store,
    updateUserInfo(patch) {
      store.setState((state) => ({
        ...patch,
        isLogin: patch.isLogin ?? (patch.token !== undefined ? patch.token !== '' : state.isLogin),
      }));
    },
    resetUserInfo: store.reset,
    logout({ reload } = {}) {
      store.setState({
        name: defaultUserInfo.name,
        avatar: '',
        description: '',
        token: '',
        refreshToken: '',
        uid: '',
        isLogin: false,
        expireTime: 0,
        WUser: { ...defaultUserInfo.WUser },
        role: '',
      });
      reload?.();
    },
  };
}
