import type { AppStorage, BookType, SaveProgressRequest } from '@atelier/core';

export interface StoredPosition {
  locator: string;
  percentage: number;
  /** The file of a multi-file book (audio album, html chapters). @default 0 */
  fileIndex?: number;
  /**
   * When the reader reached this place (ms since epoch, this device's clock). Decides between the
   * local and the server place on open, and is sent as `client_updated_at`, so a place queued while
   * offline does not pass for newer than one read since on another device.
   */
  updatedAt?: number;
}

export interface ProgressSyncDeps {
  /** Library book id; null for a standalone source (progress then stays in local storage). */
  bookId: string | null;
  /** Local storage key part: the book id or the source URL. */
  key: string;
  format: BookType;
  storage: AppStorage;
  isLoggedIn(): boolean;
  deviceId: string;
  load(bookId: string): Promise<StoredPosition | null>;
  save(bookId: string, body: SaveProgressRequest): Promise<unknown>;
  /** A write that survives the page going away (fetch keepalive). */
  saveOnExit(bookId: string, body: SaveProgressRequest): void;
  /** ms between server writes while reading (at most one per interval). @default 5000 */
  intervalMs?: number;
  now?: () => number;
}

const isPosition = (value: unknown): value is StoredPosition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredPosition).locator === 'string' &&
  typeof (value as StoredPosition).percentage === 'number';

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The newer of the two places wins (reference doc §3: apps that always prefer one side lose or reset
 * progress). Without both times (a local place stored before this rule) the server's wins.
 */
function newerPlace(local: StoredPosition | null, server: StoredPosition | null): StoredPosition | null {
  if (!local || !server) return server ?? local;
  if (!isTime(local.updatedAt) || !isTime(server.updatedAt)) return server;
  return local.updatedAt > server.updatedAt ? local : server;
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * Reading progress: every change goes to local storage at once (cheap, and the anonymous
 * reader's only store); a logged-in reader's changes go to the server throttled to one write per
 * interval, with the last one always sent, and on `flush` when the page is hidden or left.
 */
export function createProgressSync(deps: ProgressSyncDeps) {
  const interval = deps.intervalMs ?? 5000;
  const now = deps.now ?? Date.now;
  const localKey = `readers.progress.${deps.format}.${deps.key}`;
  let pending: StoredPosition | null = null;
  let lastWrite = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The place last handed to the server; the same place again is not another write. */
  let lastSent: string | null = null;
  const placeOf = (position: StoredPosition) => `${position.fileIndex ?? 0}|${position.locator}`;

  const body = (position: StoredPosition): SaveProgressRequest => ({
    format: deps.format,
    file_index: position.fileIndex ?? 0,
    locator: position.locator,
    percentage: clamp01(position.percentage),
    finished: position.percentage >= 1,
    client_updated_at: new Date(position.updatedAt ?? now()).toISOString(),
    device_id: deps.deviceId,
  });

  const serverEnabled = () => deps.bookId !== null && deps.isLoggedIn();

  const writeNow = () => {
    timer = null;
    if (!pending || deps.bookId === null) return;
    const position = pending;
    pending = null;
    lastWrite = now();
    lastSent = placeOf(position);
    // A failed write is retried by the next change or flush; reading must not stop for it.
    deps.save(deps.bookId, body(position)).catch(() => {
      pending ??= position;
    });
  };

  return {
    async load(): Promise<StoredPosition | null> {
      const local = deps.storage.get(localKey, isPosition);
      if (!serverEnabled() || deps.bookId === null) return local;
      try {
        return newerPlace(local, await deps.load(deps.bookId));
      } catch {
        return local;
      }
    },
    report(reported: StoredPosition) {
      const position = { ...reported, updatedAt: reported.updatedAt ?? now() };
      deps.storage.set(localKey, position, { expireSeconds: null });
      if (!serverEnabled()) return;
      if (!pending && placeOf(position) === lastSent) return;
      pending = position;
      if (timer) return;
      timer = setTimeout(writeNow, Math.max(0, lastWrite + interval - now()));
    },
    /** Retries a write that failed (the browser is back online). */
    retry() {
      if (!pending || timer || !serverEnabled()) return;
      timer = setTimeout(writeNow, Math.max(0, lastWrite + interval - now()));
    },
    /** Sends what is pending with keepalive (page hidden or closing). */
    flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (!pending || deps.bookId === null || !serverEnabled()) return;
      deps.saveOnExit(deps.bookId, body(pending));
      lastSent = placeOf(pending);
      pending = null;
      lastWrite = now();
    },
    dispose() {
      this.flush();
    },
  };
}

export type ProgressSync = ReturnType<typeof createProgressSync>;
