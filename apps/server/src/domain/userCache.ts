/** What an authenticated request needs to know about its caller. */
export interface CachedUser {
  id: string;
  userName: string;
  adminLevel: number;
  disabled: boolean;
}

export interface UserCacheOptions {
  /** Reads one user; `null` when there is none. */
  load: (id: string) => Promise<CachedUser | null>;
  /**
   * How long a row is trusted. This process forgets a user the moment it changes one; the TTL
   * bounds how long another server process sharing the PostgreSQL database can lag behind.
   */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Every authenticated request used to read its user row before doing anything else, which was a
 * third of the database work of a progress write. Concurrent lookups of one id share one query.
 */
export class UserCache {
  private readonly entries = new Map<string, { at: number; user: Promise<CachedUser | null> }>();
  private readonly load: UserCacheOptions['load'];
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ load, ttlMs = 5_000, maxEntries = 10_000, now = Date.now }: UserCacheOptions) {
    this.load = load;
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get(id: string): Promise<CachedUser | null> {
    const now = this.now();
    const hit = this.entries.get(id);
    if (hit && now - hit.at < this.ttlMs) return hit.user;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const user = this.load(id);
    const entry = { at: now, user };
    this.entries.set(id, entry);
    // A failed read is not remembered: the next request tries the database again.
    user.catch(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    });
    return user;
  }

  /** Call after changing a user so the next request sees the change. */
  forget(id: string): void {
    this.entries.delete(id);
  }
}
