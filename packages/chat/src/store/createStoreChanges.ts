/** What changed outside this store object: these conversations, or (`null`) any of them. */
export interface ChatStoreChange {
  conversations: string[] | null;
}

export interface StoreChanges {
  subscribe(listener: (change: ChatStoreChange) => void): () => void;
  /** Tells this store's subscribers (a change that came from sync). */
  notify(change: ChatStoreChange): void;
  /** Tells the other tabs' stores of the same database (a change made here). */
  announce(conversations: string[] | null): void;
  close(): void;
}

const isChange = (value: unknown): value is ChatStoreChange => {
  if (typeof value !== 'object' || value === null) return false;
  const conversations = (value as { conversations?: unknown }).conversations;
  return conversations === null || (Array.isArray(conversations) && conversations.every((id) => typeof id === 'string'));
};

/**
 * Change notices between the tabs that share one chat database, over a BroadcastChannel named after
 * it; where there is none (old browsers), each tab sees only its own and sync's changes.
 */
export function createStoreChanges(name: string): StoreChanges {
  const listeners = new Set<(change: ChatStoreChange) => void>();
  let channel: BroadcastChannel | null = null;
  const notify = (change: ChatStoreChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  const open = () => {
    if (channel || typeof BroadcastChannel === 'undefined') return channel;
    channel = new BroadcastChannel(`atelier-chat-store:${name}`);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isChange(event.data)) notify(event.data);
    };
    // Node's channel would keep a test process alive; browsers have no unref.
    (channel as { unref?: () => void }).unref?.();
    return channel;
  };
  return {
    subscribe(listener) {
      open();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify,
    announce(conversations) {
      open()?.postMessage({ conversations } satisfies ChatStoreChange);
    },
    close() {
      listeners.clear();
      channel?.close();
      channel = null;
    },
  };
}
