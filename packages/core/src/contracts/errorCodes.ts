/**
 * Every `code` apps/server can answer with (DESIGN §4, §5), listed once. Clients translate by code
 * and never show `msg`; `apps/server/src/http/errorCodes.test.ts` fails when the server gains a
 * code that is missing here, and core's `errorMessage.test.ts` when one lacks a translation.
 */
export const API_ERROR_CODES = [
  // Generic, by status (`errorCodeFor`, the not-found and 500 handlers).
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'UNAVAILABLE',
  'URI_TOO_LONG',
  'INTERNAL',
  'CLIENT_CLOSED',
  // Input.
  'VALIDATION_FAILED',
  'INVALID_PATH',
  'MALFORMED_MULTIPART',
  // Accounts and sessions.
  'INVALID_CREDENTIALS',
  'USER_DISABLED',
  'USERNAME_TAKEN',
  'INVALID_REFRESH_TOKEN',
  'TOKEN_EXPIRED',
  'TOKEN_REUSED',
  'SESSION_REVOKED',
  'WRONG_PASSWORD',
  'CANNOT_MODIFY_SELF',
  'CONFIRMATION_MISMATCH',
  'LAST_ADMIN',
  'NO_ADMIN_TO_HAND_OVER',
  'WX_LOGIN_FAILED',
  'WX_NOT_CONFIGURED',
  'RESET_LINK_INVALID',
  'RESET_LINK_SELF',
  'EMAIL_TAKEN',
  'RESET_CODE_INVALID',
  'PASSWORD_RESET_OFF',
  // Books and uploads.
  'UNSUPPORTED_FORMAT',
  'IMAGE_NEEDS_HTML_BOOK',
  'TASK_CANCELLED',
  'UPLOAD_INCOMPLETE',
  'UPLOAD_NOT_FOUND',
  'BOOK_PRIVATE',
  'LINK_EXPIRED',
  'PUBLIC_LIBRARY_OFF',
  // Account data (chats, drawings, settings) kept for devices to sync.
  'SYNC_QUOTA_EXCEEDED',
  // Drawings' images kept on the server (POST /api/draw/images).
  'DRAW_TASK_NOT_FINISHED',
  'DRAW_TASK_NOT_FOUND',
  'DRAW_IMAGE_QUOTA_EXCEEDED',
  'DRAW_IMAGE_ADDRESS_REFUSED',
  // AI gateway (see `GatewayErrorCode`).
  'token_check',
  'EMPTY_SECRET',
  'INVALID_SECRET',
  'NO_UPSTREAM',
  'BAD_PATH',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNREACHABLE',
  'ATTACHMENT_NEEDS_ACCOUNT',
  'ATTACHMENT_QUOTA_EXCEEDED',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** `details` of RATE_LIMITED (absent when the server cannot tell). */
export interface RateLimitedDetails {
  retry_after_s: number;
}
