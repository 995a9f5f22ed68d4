/**
 * Whether a session (refresh family) is still signed in, asked by every request whose access token
 * names one. Like `UserCache`: this process forgets a session the moment it revokes it; the TTL
 * bounds how long another server process sharing the PostgreSQL database can lag behind.
 */
export class SessionCache {
  private readonly entries = new Map<string, { at: number; active: Promise<boolean> }>();

  constructor(
    private readonly load: (sessionId: string) => Promise<boolean>,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  isActive(sessionId: string): Promise<boolean> {
    const now = this.now();
    const hit = this.entries.get(sessionId);
    if (hit && now - hit.at < this.ttlMs) return hit.active;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const entry = { at: now, active: this.load(sessionId) };
    this.entries.set(sessionId, entry);
    // A failed read is not remembered: the next request asks the database again.
    entry.active.catch(() => {
      if (this.entries.get(sessionId) === entry) this.entries.delete(sessionId);
    });
    return entry.active;
  }

  /** Call after revoking a session so its next request is refused. */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}
