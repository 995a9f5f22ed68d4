import type { IsoDateTime } from './api';

/**
 * `POST /api/admin/users/{id}/reset-link`: a one-time password-reset link for that user, valid 24 h.
 * The client builds the address (`/reset/<token>`) on its own origin; the server keeps only a hash.
 */
export interface ResetLinkIssued {
  /** 32 random bytes, base64url (43 characters); shown once, never stored by the server. */
  token: string;
  /** When the link stops working (24 h after it was issued). */
  expires_at: IsoDateTime;
}

/** `GET /api/auth/reset-link/{token}`: whose link it is, while it can still be used. */
export interface ResetLinkInfo {
  /** The account whose password the link sets. */
  user_name: string;
  /** When the link stops working. */
  expires_at: IsoDateTime;
}

/** `POST /api/auth/reset-link/{token}`: 204; the link is spent and every device of the user signed out. */
export interface UseResetLinkRequest {
  /** Held to the registration rules (`REGISTER_RULES.password`). */
  new_password: string;
}

/** How long an issued link stays usable (the server's; not part of the package's exports). */
export const RESET_LINK_TTL_HOURS = 24;
