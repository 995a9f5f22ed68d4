/**
 * Account data that follows a signed-in user between devices (issue 19): one record per
 * conversation, message, drawing task, and one per settings or list kind. The server keeps the
 * newest version of each by its client time and hands out changes in order of a per-account cursor.
 */
export const SYNC_KINDS = ['conversation', 'message', 'prompts', 'gpt_recents', 'chat_settings', 'draw_task', 'reader_settings'] as const;

export type SyncKind = (typeof SYNC_KINDS)[number];

/**
 * What one push may carry. PGlite 0.5.16 aborts at the COMMIT of a transaction that inserted about
 * 270 rows, so devices send larger batches in several pushes.
 */
export const SYNC_CHANGES_PER_PUSH = 200;

/** The largest record's JSON in bytes; a message with an inline image is the largest kind. */
export const SYNC_RECORD_BYTES = 4 * 1024 * 1024;

/** Kinds whose records belong to another record: a message to its conversation. */
export const SYNC_PARENT_KIND: Partial<Record<SyncKind, SyncKind>> = { message: 'conversation' };

/** One record as a device sends it and receives it. `data: null` says it was deleted. */
export interface SyncRecord {
  kind: SyncKind;
  /** The client's id (a conversation's, a message's), or `default` for a kind that has one record. */
  id: string;
  /** The record it belongs to (a message's conversation); deleting that deletes this too. */
  parent_id: string | null;
  /** When it last changed, on the writing device's clock (ms since 1970); the newer version wins. */
  updated_at: number;
  data: Record<string, unknown> | null;
}

/** `POST /api/sync/changes`. */
export interface SyncPushRequest {
  changes: SyncRecord[];
}

/** Per change, in order: kept, or refused because the server has a version at least as new (sent back). */
export type SyncPushResult = { kind: SyncKind; id: string; applied: true } | { kind: SyncKind; id: string; applied: false; current: SyncRecord };

export interface SyncPushResponse {
  results: SyncPushResult[];
  /** The account's cursor after this push. */
  cursor: number;
}

/** `GET /api/sync/changes?since=&limit=`. */
export interface SyncPullQuery {
  /** The cursor of the last change this device has; 0 for all. */
  since?: number;
  limit?: number;
}

/** A record as it changed, with its place in the account's order. */
export interface SyncChange extends SyncRecord {
  seq: number;
}

export interface SyncPullResponse {
  changes: SyncChange[];
  /** Pass as `since` next time. */
  cursor: number;
  /** More changes wait after this page. */
  more: boolean;
  /** `since` was ahead of the server (its data was reset): drop local copies and pull from 0. */
  reset: boolean;
}

/** `GET /api/sync/usage`. */
export interface SyncUsage {
  used_bytes: number;
  quota_bytes: number;
  records: number;
}
