import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Book, BookSearchScope, BookType, BookVisibility, ListResponse, UpdateBookRequest } from '../contracts';
import type { AppContext, AuthUser } from '../context';
import type { Db, Tx } from '../db/openDatabase';
import { bookFiles, books, type BookFileRow, type BookRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { likePattern, offsetOf, type PageQuery } from '../http/pagination';
import { assertPublicLibrary, canOpen, listedFor, type Caller } from './bookAccess';
import { presentBook } from './present';

export async function findBook(ctx: AppContext, id: string): Promise<BookRow> {
  const [row] = await ctx.db.select().from(books).where(eq(books.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Book not found');
  return row;
}

export async function bookWithFiles(ctx: AppContext, row: BookRow): Promise<Book> {
  const files = await ctx.db.select().from(bookFiles).where(eq(bookFiles.bookId, row.id)).orderBy(asc(bookFiles.fileIndex));
  return presentBook(ctx.urls, row, files);
}

/** Where a signed address was presented: the path it signs, and the `exp` and `sig` query values that came with it. */
export interface SignedAddress {
  path: string;
  exp?: string | undefined;
  sig?: string | undefined;
}

/**
 * The book, when the caller may open it (`canOpen`) or shows a valid signed address of it. A private
 * book answers 403 BOOK_PRIVATE (LINK_EXPIRED for a signature that was genuine but is old): the ids
 * are random, so saying that it exists tells a stranger nothing worth hiding, and the reader can say why.
 */
export async function openBook(ctx: AppContext, caller: Caller, id: string, signed?: SignedAddress): Promise<BookRow> {
  const row = await findBook(ctx, id);
  if (canOpen(caller, row)) return row;
  if (signed && (signed.exp !== undefined || signed.sig !== undefined)) {
    const verdict = ctx.urls.verify(signed.path, signed.exp, signed.sig);
    if (verdict === 'valid') return row;
    if (verdict === 'expired') throw new ApiError(403, 'LINK_EXPIRED', 'This address has expired; open the book again for a new one');
  }
  throw new ApiError(403, 'BOOK_PRIVATE', 'This book is private: only its owner can open it');
}

/** The file at `fileIndex` of a book; 404 when the book has none there (or does not exist). */
export async function findBookFile(ctx: AppContext, bookId: string, fileIndex: number): Promise<BookFileRow> {
  const [file] = await ctx.db
    .select()
    .from(bookFiles)
    .where(and(eq(bookFiles.bookId, bookId), eq(bookFiles.fileIndex, fileIndex)));
  if (!file) throw new ApiError(404, 'NOT_FOUND', 'No such file in this book');
  return file;
}

/** Title and author are trimmed; the answer lists the book's files. */
export async function updateBook(ctx: AppContext, id: string, change: UpdateBookRequest): Promise<Book> {
  const { title, author, description, complete, visibility } = change;
  const patch: Partial<typeof books.$inferInsert> = { updatedAt: new Date() };
  if (title !== undefined) patch.title = title.trim();
  if (author !== undefined) patch.author = author.trim();
  if (description !== undefined) patch.description = description;
  if (complete !== undefined) patch.complete = complete;
  if (visibility !== undefined) patch.visibility = visibility;
  const [updated] = await ctx.db.update(books).set(patch).where(eq(books.id, id)).returning();
  if (!updated) throw new ApiError(404, 'NOT_FOUND', 'Book not found');
  if (visibility !== undefined) ctx.bookAccess.forget([id]);
  return bookWithFiles(ctx, updated);
}

/**
 * Changes the visibility of several books at once, all or none: every one must exist and be the
 * caller's (an administrator's may be anyone's).
 */
export async function setVisibility(ctx: AppContext, user: AuthUser, ids: string[], visibility: BookVisibility): Promise<number> {
  const unique = [...new Set(ids)];
  const changed = await ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ id: books.id, ownerId: books.ownerId }).from(books).where(inArray(books.id, unique)).for('update');
    if (rows.length !== unique.length) throw new ApiError(404, 'NOT_FOUND', `${unique.length - rows.length} of these books no longer exist`);
    if (!user.isAdmin && rows.some((row) => row.ownerId !== user.id)) {
      throw new ApiError(403, 'FORBIDDEN', 'Only the owner or an administrator may change who can open a book');
    }
    const updated = await tx.update(books).set({ visibility, updatedAt: new Date() }).where(inArray(books.id, unique)).returning({ id: books.id });
    return updated.length;
  });
  ctx.bookAccess.forget(unique);
  return changed;
}

export interface BookListQuery extends PageQuery {
  type?: BookType;
  q?: string;
  complete?: boolean;
  visibility?: BookVisibility;
}

/** The caller's own books (every book for an administrator), or with `scope: 'public'` the public library. */
export async function listBooks(
  ctx: AppContext,
  caller: Caller,
  query: BookListQuery,
  scope: Exclude<BookSearchScope, 'all'> = 'mine',
): Promise<ListResponse<Book>> {
  if (scope === 'public') assertPublicLibrary(caller, ctx.config.publicLibrary);
  const filters: Array<SQL | undefined> = [listedFor(caller, scope, ctx.config.publicLibrary)];
  if (query.visibility) filters.push(eq(books.visibility, query.visibility));
  if (query.type) filters.push(eq(books.type, query.type));
  if (query.complete !== undefined) filters.push(eq(books.complete, query.complete));
  if (query.q) filters.push(or(ilike(books.title, likePattern(query.q)), ilike(books.author, likePattern(query.q))));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(books).where(where).orderBy(desc(books.createdAt), desc(books.id)).limit(query.per_page).offset(offsetOf(query)),
    ctx.db.select({ n: count() }).from(books).where(where),
  ]);
  return { items: rows.map((r) => presentBook(ctx.urls, r)), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** Prefix-matching tsquery built from the keyword's words only, so user input never reaches tsquery syntax. */
function prefixQuery(keyword: string): string | null {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.slice(0, 16).map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Matches ranked per search. A broad keyword ("river" in a 100,000-book library) matches tens of
 * thousands of rows; ranking and counting all of them cost hundreds of milliseconds. Search ranks
 * the newest `SEARCH_WINDOW` matches instead and says when there were more (`total_capped`). 250,
 * not 1,000: a broad keyword's window is read from about seven times as many newest books, and at
 * 1,000 that read alone took 12 ms of PGlite's one thread (2.4 ms at 250); 250 is still 13 pages of 20.
 */
export const SEARCH_WINDOW = 250;

/** Newest books read in order before trusting the indexes instead (see `searchBooks`). */
export const RECENT_SCAN = 20_000;

/**
 * The root of a query's plan from `EXPLAIN (…, FORMAT JSON)`: PGlite answers the cell as text,
 * node-postgres as parsed JSON. `options` go inside the parentheses (`ANALYZE, BUFFERS`).
 */
export async function explainPlan(db: Db, query: SQL, options: SQL = sql``): Promise<Record<string, unknown> | undefined> {
  const result = (await db.execute(sql`EXPLAIN (${options} FORMAT JSON) ${query}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const parsed: unknown = typeof cell === 'string' ? JSON.parse(cell) : cell;
  return (parsed as Array<{ Plan?: Record<string, unknown> }> | undefined)?.[0]?.Plan;
}

/**
 * The planner's row estimate, from the column statistics (accurate for substrings of titles and
 * authors, unlike prefix tsqueries): it decides between the index probe and the newest-first read.
 */
export async function estimatedMatches(ctx: AppContext, where: SQL): Promise<number> {
  const rows = (await explainPlan(ctx.db, sql`SELECT 1 FROM books WHERE ${where}`))?.['Plan Rows'];
  return typeof rows === 'number' ? rows : Number.POSITIVE_INFINITY;
}

export type SearchResponse = ListResponse<Book> & { total_capped?: true };

interface Candidate {
  id: string;
  created_at: Date | string;
  rank: number | string;
}

/** A candidate with its time and rank as numbers once, not parsed again on every comparison. */
interface Scored {
  id: string;
  at: number;
  rank: number;
}

const scored = (row: Candidate): Scored => ({ id: row.id, at: new Date(row.created_at).getTime(), rank: Number(row.rank) });

const newestFirst = (a: Scored, b: Scored) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export async function searchBooks(
  ctx: AppContext,
  caller: Caller,
  query: PageQuery & { keyword: string; type?: BookType; scope?: BookSearchScope },
  /** For tests: how many newest books the broad path reads, and whether to probe the indexes first. */
  { recentScan = RECENT_SCAN, probe = true }: { recentScan?: number; probe?: boolean } = {},
): Promise<SearchResponse> {
  const keyword = query.keyword.trim();
  const pattern = likePattern(keyword);
  const tsq = prefixQuery(keyword);
  const covered = query.scope ?? 'all';
  if (!caller && covered === 'mine') throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first');
  if (!caller || covered === 'public') assertPublicLibrary(caller, ctx.config.publicLibrary);
  const scope = and(listedFor(caller, covered, ctx.config.publicLibrary), query.type ? eq(books.type, query.type) : undefined) ?? sql`true`;
  const fullText = tsq ? sql`books.search @@ to_tsquery('simple', ${tsq})` : sql`false`;
  // Title and author are tested in the lowercased `haystack` (migration 0013): "title\nauthor".
  const needle = sql`lower(${keyword})`;
  const inTitle = sql`strpos(books.haystack, ${needle}) BETWEEN 1 AND char_length(books.title)`;
  const inAuthor = sql`strpos(substr(books.haystack, char_length(books.title) + 2), ${needle}) > 0`;
  const inEither = sql`strpos(books.haystack, ${needle}) > 0`;
  const rank = sql`(${tsq ? sql`ts_rank(books.search, to_tsquery('simple', ${tsq}))` : sql`0`}
    + CASE WHEN books.search @@ plainto_tsquery('simple', ${keyword}) THEN 0.5 ELSE 0 END
    + CASE WHEN ${inTitle} THEN 1 ELSE 0 END
    + CASE WHEN ${inAuthor} THEN 0.5 ELSE 0 END)`;
  const limit = SEARCH_WINDOW + 1; // one extra row tells a full window from an exact count
  const rowsOf = (result: unknown) => (result as { rows: Candidate[] }).rows.map(scored);

  const short = [...keyword].length <= 2;
  const gram = keyword.toLowerCase();
  const substring = (column: 'title' | 'author') => {
    const value = sql.raw(`books.${column}`);
    // strpos rather than ILIKE for the recheck, or the planner may pick the trigram index,
    // which has nothing to look up for so short a pattern and reads all of itself.
    return short ? sql`book_grams(${value}) @> ARRAY[${gram}]::text[] AND strpos(lower(${value}), ${gram}) > 0` : sql`${value} ILIKE ${pattern}`;
  };

  // First the indexes, one arm each so the planner uses each one: the trigram indexes for
  // substrings of 3+ characters (which also catch CJK titles, kept by the 'simple' parser as one
  // long token), the 1-2 character grams of migration 0003 for shorter ones, full-text GIN for
  // words. Each arm stops at `limit`: a rare keyword is answered here, exactly.
  const arms = [substring('title'), substring('author'), ...(tsq ? [fullText] : [])].map(
    (match, arm) => sql`(SELECT ${arm} AS arm, books.id, books.created_at, ${rank} AS rank FROM books WHERE ${scope} AND ${match} LIMIT ${limit})`,
  );
  // Probed only when the statistics say the keyword is rare. The planner guesses 2 % of rows for
  // any prefix tsquery and, with a LIMIT, prefers reading the table in the hope of stopping early:
  // for a rare word that reads all of it, so the probe is told to use the indexes.
  const found = probe && (await estimatedMatches(ctx, sql`${scope} AND (${substring('title')} OR ${substring('author')})`)) < 3 * limit
    ? await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return (await tx.execute(sql.join(arms, sql` UNION ALL `))) as unknown as { rows: Array<Candidate & { arm: number }> };
      })
    : null;
  const perArm = new Map<number, number>();
  for (const row of found?.rows ?? []) perArm.set(row.arm, (perArm.get(row.arm) ?? 0) + 1);
  let candidates: Scored[];
  if (found && [...perArm.values()].every((n) => n < limit)) {
    const unique = new Map(found.rows.map((row) => [row.id, row]));
    candidates = [...unique.values()].map(scored).sort(newestFirst).slice(0, limit);
  } else {
    // A broad keyword has its newest matches among the newest books: read those in order, stop
    // at the window (or at `recentScan` books, then the window is the matches found so far).
    candidates = rowsOf(
      await ctx.db.execute(sql`
        SELECT books.id, books.created_at, ${rank} AS rank
        FROM (SELECT id, created_at, title, haystack, search FROM books WHERE ${scope}
          ORDER BY created_at DESC, id DESC LIMIT ${recentScan}) AS books
        WHERE ${inEither} OR ${fullText}
        ORDER BY books.created_at DESC, books.id DESC LIMIT ${limit}`),
    );
    if (candidates.length < limit) {
      // Many matches, but mostly among older books: the window needs them all in order (rare).
      candidates = rowsOf(
        await ctx.db.execute(sql`
          SELECT books.id, books.created_at, ${rank} AS rank FROM books
          WHERE ${scope} AND (${inEither} OR ${fullText})
          ORDER BY books.created_at DESC, books.id DESC LIMIT ${limit}`),
      );
    }
  }

  const matched = candidates.length;
  const ranked = candidates
    .slice(0, SEARCH_WINDOW)
    .sort((a, b) => b.rank - a.rank || newestFirst(a, b));
  const ids = ranked.slice(offsetOf(query), offsetOf(query) + query.per_page).map((c) => c.id);
  const rows = ids.length ? await ctx.db.select().from(books).where(inArray(books.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentBook(ctx.urls, row)] : []; // deleted between the two reads
    }),
    page: query.page,
    per_page: query.per_page,
    total: Math.min(matched, SEARCH_WINDOW),
    ...(matched > SEARCH_WINDOW ? { total_capped: true as const } : {}),
  };
}

/** Deletes the rows first (progress and files cascade), then every stored byte of those books. */
export async function deleteBooks(ctx: AppContext, ids: string[]): Promise<void> {
  const deleted = await deleteBookRows(ctx.db, ids);
  ctx.bookAccess.forget(deleted);
  await deleteStoredBooks(ctx, deleted);
}

/**
 * The database half of `deleteBooks`, for a caller's transaction: the books' rows go, and with
 * them (by cascade) their files' rows, everyone's reading progress and the search index entries.
 * Returns the ids really deleted, whose bytes `deleteStoredBooks` removes once the transaction commits.
 */
export async function deleteBookRows(db: Db | Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await db.delete(books).where(inArray(books.id, ids)).returning({ id: books.id });
  return deleted.map(({ id }) => id);
}

/** The storage half of `deleteBooks`: every file and cover lives under `books/<id>/`. */
export async function deleteStoredBooks(ctx: AppContext, ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => ctx.storage.deletePrefix(`books/${id}`)));
}
