import type { PasswordResetMode } from './user';

/** `anyone`: guests too; `signed-in`: accounts only; `off`: no public library (public books still open by link). */
export type PublicLibraryAccess = 'anyone' | 'signed-in' | 'off';

/**
 * The client config the server hands out at `POST /api/session` (reference §2.9). Every field but
 * `auth` is optional: other servers speaking the same protocol send fewer.
 */
export interface SessionConfig {
  /** An access password is required for the AI proxies. */
  auth: boolean;
  model?: string;
  customModels?: string;
  visionModel?: string;
  disableGpt4?: boolean;
  uploadImageMaxBytes?: number;
  uploadEnabled?: boolean;
  gptsUrl?: string;
  theme?: string;
  version?: string;
  /** Our server only: an OpenAI-compatible upstream is set up, so chat can work at all. */
  openaiConfigured?: boolean;
  /** Our server only: a drawing (Midjourney proxy) upstream is set up. */
  drawConfigured?: boolean;
  /** Our server only: who may browse the public library (`PUBLIC_LIBRARY`). */
  publicLibrary?: PublicLibraryAccess;
  /** Our server only: `email` when it can send reset codes (SMTP_URL), else `admin` (ask an administrator). */
  passwordReset?: PasswordResetMode;
  [key: string]: unknown;
}

/** The whole `POST /api/session` answer: the chat protocol's envelope, not the library API's `{code, msg}`. */
export interface SessionResponse {
  status: 'Success';
  message: string;
  data: SessionConfig;
}
