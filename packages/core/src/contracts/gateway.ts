/** Pure types of the AI gateway (DESIGN §5). No runtime code lives here. */

/**
 * Every `code` the gateway's own routes answer with (`/api/session`, `/api/verify`,
 * `/openapi/v1/*`, `/mjapi/mj/*`, attachments); relayed upstream errors pass through as the
 * upstream wrote them.
 */
export type GatewayErrorCode =
  /** 423: the access password is missing or wrong (lower case: the reference clients look for it). */
  | 'token_check'
  /** 400 / 401 from POST /api/verify. */
  | 'EMPTY_SECRET'
  | 'INVALID_SECRET'
  | 'RATE_LIMITED'
  | 'NO_UPSTREAM'
  | 'BAD_PATH'
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'MALFORMED_MULTIPART'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNREACHABLE'
  | 'NOT_FOUND'
  | 'RANGE_NOT_SATISFIABLE'
  /** 401 from POST /openapi/v1/upload: sign in (or give the access password) to attach files. */
  | 'ATTACHMENT_NEEDS_ACCOUNT'
  /** 413 from POST /openapi/v1/upload: the uploader's attachments would exceed ATTACHMENT_QUOTA_BYTES. */
  | 'ATTACHMENT_QUOTA_EXCEEDED';

/** `details` of ATTACHMENT_QUOTA_EXCEEDED. */
export interface AttachmentQuotaDetails {
  quota_bytes: number;
  used_bytes: number;
}

/** `POST /openapi/v1/upload` → 200. */
export interface AttachmentUploadResponse {
  /** Where the file is served (`/api/attachments/<random>.<ext>`, absolute when PUBLIC_URL is set); it expires after ATTACHMENT_TTL_DAYS. */
  url: string;
  name: string;
  size: number;
  type: string;
  /** When the file will be deleted (ISO 8601). */
  expires_at: string;
}
