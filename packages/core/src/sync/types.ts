import type { SyncKind, SyncRecord } from '../contracts/sync';

/**
 * One package's synced data on this device (chat's conversations and messages, draw's tasks…).
 * Every local change is written to an outbox in the same transaction as the change itself, so a
 * closed tab loses nothing it had saved.
 */
export interface SyncSource {
  /** The kinds this source owns; a pulled change goes to the source that owns its kind. */
  readonly kinds: readonly SyncKind[];
  /** Changes not yet accepted by the server, oldest first, at most `limit`. */
  readOutbox(limit: number): Promise<SyncRecord[]>;
  /** How many changes wait in the outbox. */
  countOutbox(): Promise<number>;
  /**
   * The server has these versions (kept, or refused as older than its own): drop them from the
   * outbox, except a record changed again since (its `updated_at` differs), which still waits.
   */
  acknowledge(records: SyncRecord[]): Promise<void>;
  /**
   * Writes versions from the server. A record whose local version is at least as new is left alone;
   * nothing written here goes to the outbox.
   */
  applyRemote(records: SyncRecord[]): Promise<void>;
  /**
   * The server lost what it had (restored from an older backup, or a new database): every local
   * record goes back to the outbox, so the device gives its copy back and nothing is lost.
   */
  requeueAll(): Promise<void>;
}

/** Where a device keeps how far it has pulled; cleared with the account's local copies. */
export interface SyncCursorStore {
  get(): Promise<number>;
  set(cursor: number): Promise<void>;
}
