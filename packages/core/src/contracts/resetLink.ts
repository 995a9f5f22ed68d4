import type { IsoDateTime } from './api';

/**
 * `POST /api/admin/users/{id}/reset-link`: a one-time password-reset link for that user, valid 24 h.
 * The client builds the address (`/reset/<token>`) on its own origin; the server keeps only a hash.
 */
export interface ResetLinkIssued {
  token: string;
  expires_at: IsoDateTime;
}

/** `GET /api/auth/reset-link/{token}`: whose link it is, while it can still be used. */
export interface ResetLinkInfo {
  user_name: string;
  expires_at: IsoDateTime;
}

/** `POST /api/auth/reset-link/{token}`: 204; the link is spent and every device of the user signed out. */
export interface UseResetLinkRequest {
  new_password: string;
}

/** How long an issued link stays usable. */
export const RESET_LINK_TTL_HOURS = 24;
