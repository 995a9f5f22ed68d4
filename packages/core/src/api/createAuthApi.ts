import type { AxiosRequestConfig } from 'axios';
import type {
  AccountSession,
  ItemsResponse,
  LoginResponse,
  RegisterResponse,
  TokenPair,
  UpdateUserRequest,
  User,
} from '../contracts/index';
import type { HttpClient } from '../http/createHttpClient';

export interface AuthApi {
  login(userName: string, password: string): Promise<LoginResponse>;
  register(userName: string, password: string): Promise<RegisterResponse>;
  refresh(refreshToken: string): Promise<TokenPair>;
  logout(refreshToken: string): Promise<void>;
  userInfo(): Promise<User>;
  updateUser(patch: UpdateUserRequest): Promise<User>;
  /** Sets a new password; every other signed-in device is signed out, this one stays. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** The signed-in devices of the current user (`current` marks this one). */
  listSessions(): Promise<AccountSession[]>;
  /** Signs one device out; revoking the current one signs this browser out at its next request. */
  revokeSession(sessionId: string): Promise<void>;
  /**
   * Asks for a reset code by e-mail; succeeds whether or not an account has the address (no
   * enumeration). The mail is written in `language` (the interface's), else the browser's.
   */
  requestResetCode(email: string, language?: string): Promise<void>;
  /** Sets a new password with a mailed code; every device of the account is signed out. */
  resetPassword(email: string, code: string, newPassword: string): Promise<void>;
}

/** Calls that must never trigger the 401 → refresh → retry dance themselves. */
const noRefresh = { skipAuthRefresh: true } as AxiosRequestConfig;

/**
 * The auth endpoints of DESIGN §4. Passwords pass through the host's `transformPassword`
 * (spec §5) right before they leave the browser.
 */
export function createAuthApi(
  http: HttpClient,
  transformPassword: (password: string) => string | Promise<string>,
): AuthApi {
  return {
    async login(userName, password) {
      return http.post<LoginResponse>(
        '/api/login',
        { user_name: userName, password: await transformPassword(password) },
        noRefresh,
      );
    },
    async register(userName, password) {
      return http.post<RegisterResponse>(
        '/api/register',
        { name: userName, user_name: userName, password: await transformPassword(password) },
        noRefresh,
      );
    },
    refresh: (refreshToken) => http.post<TokenPair>('/api/refresh', { refresh_token: refreshToken }, noRefresh),
    async logout(refreshToken) {
      await http.post('/api/logout', { refresh_token: refreshToken }, noRefresh);
    },
    userInfo: () => http.get<User>('/api/wx/user/info'),
    updateUser: (patch) => http.put<User>('/api/wx/user/update', patch),
    async changePassword(currentPassword, newPassword) {
      const [current, next] = await Promise.all([transformPassword(currentPassword), transformPassword(newPassword)]);
      await http.post('/api/account/password', { current_password: current, new_password: next });
    },
    listSessions: async () => (await http.get<ItemsResponse<AccountSession>>('/api/account/sessions')).items,
    async revokeSession(sessionId) {
      await http.delete(`/api/account/sessions/${encodeURIComponent(sessionId)}`);
    },
    async requestResetCode(email, language) {
      await http.post('/api/auth/reset-code', { email }, language ? { ...noRefresh, headers: { 'accept-language': language } } : noRefresh);
    },
    async resetPassword(email, code, newPassword) {
      await http.post('/api/auth/reset', { email, code, new_password: await transformPassword(newPassword) }, noRefresh);
    },
  };
}
