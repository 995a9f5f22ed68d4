/**
 * Change notices between the tabs that share one local database: `announce` tells the other tabs
 * (over a BroadcastChannel named `channel`), `notify` this tab's own subscribers (a change sync
 * wrote). Where there is no BroadcastChannel (old browsers) each tab sees only its own notices.
 * What arrives from another tab is checked with `isNotice`, as any outside data is.
 */
export interface ChangeNotices<T> {
  /** Hears this tab's `notify` and the other tabs' `announce`; returns the unsubscribe. */
  subscribe(listener: (notice: T) => void): () => void;
  /** Tells this tab's subscribers. */
  notify(notice: T): void;
  /** Tells the other tabs' subscribers. */
  announce(notice: T): void;
  /** Stops hearing and closes the channel. */
  close(): void;
}

/** See `ChangeNotices`. */
export function createChangeNotices<T>(channel: string, isNotice: (value: unknown) => value is T): ChangeNotices<T> {
  const listeners = new Set<(notice: T) => void>();
  let open: BroadcastChannel | null = null;
  const notify = (notice: T) => {
    for (const listener of [...listeners]) listener(notice);
  };
  const connect = () => {
    if (open || typeof BroadcastChannel === 'undefined') return open;
    open = new BroadcastChannel(channel);
    open.onmessage = (event: MessageEvent<unknown>) => {
      if (isNotice(event.data)) notify(event.data);
    };
    // Node's channel would keep a test process alive; browsers have no unref.
    (open as { unref?: () => void }).unref?.();
    return open;
  };
  return {
    subscribe(listener) {
      connect();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify,
    announce(notice) {
      connect()?.postMessage(notice);
    },
    close() {
      listeners.clear();
      open?.close();
      open = null;
    },
  };
}
