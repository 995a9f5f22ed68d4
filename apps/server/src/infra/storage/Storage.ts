import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** Changes whenever the bytes change; used for ETags. */
  version: string;
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
  /** Releases connections when the server stops. */
  close?(): void;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}
