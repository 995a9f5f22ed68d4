import type { LoginResult } from '../machines/loginMachine';
import type { Credentials } from '../machines/authErrors';
import type { AppServices } from '../provider/createServices';

export const REMEMBERED_USER_KEY = 'loginRememberedUser';

/**
 * Stores the session after a successful login (spec §4: token stored, isLogin true), remembers
 * the user name when "save" is ticked, then loads nickname and admin level in the background.
 */
export function persistLogin(
  services: AppServices,
  { result, credentials, remember }: { result: LoginResult; credentials: Credentials; remember: boolean },
): void {
  const { stores, storage } = services;
  stores.user.updateUserInfo({
    token: result.accessToken,
    refreshToken: result.refreshToken ?? '',
    expireTime: Date.now() + result.expiresIn * 1000,
    username: credentials.userName,
    isLogin: true,
  });
  if (remember) storage.set(REMEMBERED_USER_KEY, credentials.userName, { expireSeconds: null });
  else storage.remove(REMEMBERED_USER_KEY);
  void services.auth
    .userInfo()
    .then((user) => {
      stores.user.updateUserInfo({
        uid: user.id,
        name: user.nickname || user.user_name,
        avatar: user.avatar_url ?? '',
        role: user.role,
        WUser: { nickname: user.nickname, admin_level: user.admin_level },
      });
    })
    .catch(() => {
      // The session is valid; the header falls back to the user name until the next load.
    });
}

export function rememberedUser(services: AppServices): string | null {
  return services.storage.get(REMEMBERED_USER_KEY, (v): v is string => typeof v === 'string');
}
