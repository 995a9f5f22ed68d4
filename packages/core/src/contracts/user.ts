import type { IsoDateTime, Uuid } from './api';

export type UserRole = 'user' | 'admin';

export interface User {
  id: Uuid;
  user_name: string;
  nickname: string;
  avatar_url: string | null;
  admin_level: number;
  role: UserRole;
  created_at: IsoDateTime;
  /** The address reset codes go to; only in the user's own view (sign-in, `/api/wx/user/info`, update). */
  email?: string | null;
}

/** Admin view of a user (GET /api/admin/users). */
export interface AdminUser extends User {
  disabled: boolean;
}

export interface RegisterRequest {
  /** Display name; the web form sends the user name here. */
  name?: string;
  user_name: string;
  password: string;
}

export interface RegisterResponse {
  user_id: Uuid;
  msg: string;
}

export interface LoginRequest {
  user_name: string;
  password: string;
}

export interface WxLoginRequest {
  code: string;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

export interface LoginResponse extends TokenPair {
  user: User;
}

export interface RefreshRequest {
  refresh_token: string;
}

export type LogoutRequest = RefreshRequest;

/** `POST /api/account/password`: 204; every other signed-in device is signed out. */
export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

/** What happens to the books of a deleted account: deleted with it, or handed to an administrator. */
export type DeleteAccountBooks = 'delete' | 'hand_over';

/**
 * `DELETE /api/account`: 204; the account, its sessions, reading progress, upload tasks and chat
 * attachments are gone and every token of it stops working. An account with a password proves it
 * with `password`; a WeChat-only account (no password) types its `user_name` as `confirm_user_name`.
 */
export interface DeleteAccountRequest {
  /** Required when the account has a password. */
  password?: string;
  /** For an account without a password: its user name, typed out. */
  confirm_user_name?: string;
  /** What happens to the account's books. */
  books: DeleteAccountBooks;
}

/** A signed-in device (`GET /api/account/sessions`); one refresh-token family. */
export interface AccountSession {
  id: Uuid;
  created_at: IsoDateTime;
  last_used_at: IsoDateTime;
  /** The User-Agent header sent at sign-in, as recorded ('' when unknown). */
  user_agent: string;
  /** True for the device making the request. */
  current: boolean;
}

export interface UpdateUserRequest {
  nickname?: string;
  avatar_url?: string | null;
  /** `null` removes it; another account's address (in any case) is refused with 409 EMAIL_TAKEN. */
  email?: string | null;
}

/** `POST /api/auth/reset-code`: 204 whether or not the address belongs to an account. */
export interface ResetCodeRequest {
  /** Compared without case with the addresses in profiles. */
  email: string;
}

/** `POST /api/auth/reset`: 204, and every session of the account ends. */
export interface ResetPasswordRequest {
  /** The address the code was sent to. */
  email: string;
  /** The 6 digits from the e-mail. */
  code: string;
  new_password: string;
}

/** How a forgotten password is recovered: a code by e-mail (`SMTP_URL` set) or a link from an administrator. */
export type PasswordResetMode = 'email' | 'admin';

export interface AdminUpdateUserRequest {
  admin_level?: number;
  disabled?: boolean;
}

export interface AdminStats {
  users: number;
  books: number;
  files: number;
  storage_bytes: number;
  upload_tasks: number;
  readers_30d: number;
}
