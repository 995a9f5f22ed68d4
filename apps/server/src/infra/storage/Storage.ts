import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** Changes whenever the bytes change; used for ETags. */
  version: string;
}

/** One object found by `Storage.list`. */
export interface ListedObject {
  key: string;
  size: number;
  /** When its bytes were last written: what a sweep of strays judges age by. */
  modifiedAt: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** Where book files and covers live. Keys are made by the server only (`books/<uuid>/<uuid>`). */
export interface Storage {
  /** Moves a local file into storage under `key`, replacing what was there. */
  putFile(key: string, sourcePath: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Every object under `prefix/`, in no set order, read as it goes (a prefix may hold many). */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Releases connections when the server stops. */
  close?(): void;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
}
