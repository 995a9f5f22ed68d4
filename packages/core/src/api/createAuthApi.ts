import type { AxiosRequestConfig } from 'axios';
import type {
  AccountSession,
  DeleteAccountBooks,
  DeleteAccountRequest,
  ItemsResponse,
  LoginResponse,
  RegisterResponse,
  ResetLinkInfo,
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
  /** Whose admin-issued reset link this is; `410 RESET_LINK_INVALID` once used, expired or replaced. */
  checkResetLink(token: string): Promise<ResetLinkInfo>;
  /**
   * Spends a reset link on a new password; every device of that user is signed out. Not `use…`:
   * this is no React hook.
   */
  redeemResetLink(token: string, newPassword: string): Promise<void>;
  /**
   * Deletes the signed-in account (`DELETE /api/account`): its books are deleted or handed to an
   * administrator. Proven by the password, or, for an account without one (WeChat sign-in), by its
   * user name typed out. Every token of the account stops working; sign out locally afterwards.
   */
  deleteAccount(input: DeleteAccountInput): Promise<void>;
  /**
   * Asks for a reset code by e-mail; succeeds whether or not an account has the address (no
   * enumeration). The mail is written in `language` (the interface's), else the browser's.
   */
  requestResetCode(email: string, language?: string): Promise<void>;
  /** Sets a new password with a mailed code; every device of the account is signed out. */
  resetPassword(email: string, code: string, newPassword: string): Promise<void>;
}

/** What `AuthApi.deleteAccount` sends: `password`, or `confirmUserName` for an account without a password. */
export interface DeleteAccountInput {
  /** `delete`: the books go with the account; `hand_over`: an administrator owns them from now on. */
  books: DeleteAccountBooks;
  /** The account's password, as typed (it passes through `transformPassword`). */
  password?: string | undefined;
  /** For an account without a password (WeChat sign-in): its user name, typed out. */
  confirmUserName?: string | undefined;
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
    checkResetLink: (token) => http.get<ResetLinkInfo>(`/api/auth/reset-link/${encodeURIComponent(token)}`, noRefresh),
    async redeemResetLink(token, newPassword) {
      await http.post(`/api/auth/reset-link/${encodeURIComponent(token)}`, { new_password: await transformPassword(newPassword) }, noRefresh);
    },
    async deleteAccount({ books, password, confirmUserName }) {
      const body: DeleteAccountRequest = { books };
      if (password !== undefined) body.password = await transformPassword(password);
      if (confirmUserName !== undefined) body.confirm_user_name = confirmUserName;
      await http.delete('/api/account', { data: body });
    },
  };
}
