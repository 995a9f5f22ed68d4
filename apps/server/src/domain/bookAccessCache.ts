/** How long a yes is trusted without reading the book again; see `BookAccessCache`. */
export const BOOK_ACCESS_TTL_MS = 5_000;

interface Entry {
  at: number;
  bookId: string;
  allowed: Promise<void>;
}

/**
 * Remembers briefly that a user may open a book, for reading progress: every page turn of every
 * reader saves one, and reading the book's row to check access cost as much as the write itself.
 * Only a yes is remembered (a refusal or a failed read is asked again next time), per user id and
 * admin flag. This process forgets a book the moment it changes who may open it (`forget`); the
 * TTL bounds how long another server process sharing the PostgreSQL database can lag behind.
 */
export class BookAccessCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = BOOK_ACCESS_TTL_MS,
    private readonly maxEntries = 10_000,
  ) {}

  /** Resolves when `user` may open `bookId`: from memory, or by `check`, which throws the refusal. */
  assertOpen(user: { id: string; isAdmin: boolean }, bookId: string, check: () => Promise<unknown>): Promise<void> {
    const key = `${user.id}/${user.isAdmin ? 'admin' : 'user'}/${bookId}`;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.allowed;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const entry: Entry = { at: now, bookId, allowed: check().then(() => undefined) };
    this.entries.set(key, entry);
    entry.allowed.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.allowed;
  }

  /** Call after changing a book's visibility or owner, or deleting it (its id may come back with an upload). */
  forget(bookIds: Iterable<string>): void {
    const gone = new Set(bookIds);
    for (const [key, entry] of this.entries) if (gone.has(entry.bookId)) this.entries.delete(key);
  }
}
