import type { GatewayErrorCode } from '@atelier/core';

/** Codes of our upload that the attachment list explains itself (sign in, quota); others read "Upload failed". */
export type AttachmentServerCode = Extract<GatewayErrorCode, 'ATTACHMENT_NEEDS_ACCOUNT' | 'ATTACHMENT_QUOTA_EXCEEDED'>;

const CODES: readonly string[] = ['ATTACHMENT_NEEDS_ACCOUNT', 'ATTACHMENT_QUOTA_EXCEEDED'] satisfies AttachmentServerCode[];

export const isAttachmentServerCode = (code: string): code is AttachmentServerCode => CODES.includes(code);
