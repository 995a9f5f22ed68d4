/** A store the demo switches between the browser's own and a signed-in account's. */
interface SwitchableStore<C> {
  subscribe?(listener: (change: C) => void): () => void;
  close(): void;
}

/**
 * The browser's own store while signed out, the account's while signed in. Subscribers hear the
 * current store's changes, and `everything` at each switch so every open panel reads again.
 */
export function createStoreSwitch<S extends SwitchableStore<C>, A extends S, C>(anonymous: S, open: (uid: string) => A, everything: C) {
  let account: { uid: string; store: A } | null = null;
  const listeners = new Set<(change: C) => void>();
  const forward = (change: C) => {
    for (const listener of [...listeners]) listener(change);
  };
  let unsubscribe = anonymous.subscribe?.(forward) ?? (() => {});
  return {
    current: (): S => account?.store ?? anonymous,
    account: (): A | null => account?.store ?? null,
    use(uid: string | null): A | null {
      if ((account?.uid ?? null) === uid) return account?.store ?? null;
      unsubscribe();
      account?.store.close();
      account = uid ? { uid, store: open(uid) } : null;
      unsubscribe = (account?.store ?? anonymous).subscribe?.(forward) ?? (() => {});
      forward(everything);
      return account?.store ?? null;
    },
    /** Tells the subscribers of a change made outside the current store (moving signed-out data). */
    forward,
    subscribe(listener: (change: C) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      unsubscribe();
      listeners.clear();
      anonymous.close();
      account?.store.close();
    },
  };
}
