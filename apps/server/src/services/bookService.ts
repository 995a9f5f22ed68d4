import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Book, BookType, ListResponse } from '../contracts';
import type { AppContext, AuthUser } from '../context';
import { bookFiles, books, type BookRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { likePattern, offsetOf, type PageQuery } from '../http/pagination';
import { presentBook } from './present';

export async function findBook(ctx: AppContext, id: string): Promise<BookRow> {
  const [row] = await ctx.db.select().from(books).where(eq(books.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Book not found');
  return row;
}

export async function bookWithFiles(ctx: AppContext, row: BookRow): Promise<Book> {
  const files = await ctx.db.select().from(bookFiles).where(eq(bookFiles.bookId, row.id)).orderBy(asc(bookFiles.fileIndex));
  return presentBook(row, files);
}

/** Users list their own books; administrators see every book. */
function visibleTo(user: AuthUser): SQL | undefined {
  return user.isAdmin ? undefined : eq(books.ownerId, user.id);
}

export interface BookListQuery extends PageQuery {
  type?: BookType;
  q?: string;
  complete?: boolean;
}

export async function listBooks(ctx: AppContext, user: AuthUser, query: BookListQuery): Promise<ListResponse<Book>> {
  const filters = [visibleTo(user)];
  if (query.type) filters.push(eq(books.type, query.type));
  if (query.complete !== undefined) filters.push(eq(books.complete, query.complete));
  if (query.q) filters.push(or(ilike(books.title, likePattern(query.q)), ilike(books.author, likePattern(query.q))));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(books).where(where).orderBy(desc(books.createdAt), desc(books.id)).limit(query.per_page).offset(offsetOf(query)),
    ctx.db.select({ n: count() }).from(books).where(where),
  ]);
  return { items: rows.map((r) => presentBook(r)), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** Prefix-matching tsquery built from the keyword's words only, so user input never reaches tsquery syntax. */
function prefixQuery(keyword: string): string | null {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.slice(0, 16).map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Matches ranked per search. A broad keyword ("river" in a 100,000-book library) matches tens of
 * thousands of rows; ranking and counting all of them cost hundreds of milliseconds. Search ranks
 * the newest `SEARCH_WINDOW` matches instead, which the database finds by walking the
 * `created_at` index and stopping early, and says when there were more (`total_capped`).
 */
export const SEARCH_WINDOW = 1000;

export type SearchResponse = ListResponse<Book> & { total_capped?: true };

export async function searchBooks(
  ctx: AppContext,
  user: AuthUser,
  query: PageQuery & { keyword: string; type?: BookType },
): Promise<SearchResponse> {
  const pattern = likePattern(query.keyword.trim());
  const tsq = prefixQuery(query.keyword);
  const fullText = tsq ? sql`books.search @@ to_tsquery('simple', ${tsq})` : sql`false`;
  // Substring matches catch CJK titles, which the 'simple' parser keeps as one long token.
  const match = or(fullText, ilike(books.title, pattern), ilike(books.author, pattern));
  const where = and(visibleTo(user), query.type ? eq(books.type, query.type) : undefined, match);
  const rank = sql<number>`(${tsq ? sql`ts_rank(books.search, to_tsquery('simple', ${tsq}))` : sql`0`}
    + CASE WHEN books.search @@ plainto_tsquery('simple', ${query.keyword}) THEN 0.5 ELSE 0 END
    + CASE WHEN ${books.title} ILIKE ${pattern} THEN 1 ELSE 0 END
    + CASE WHEN ${books.author} ILIKE ${pattern} THEN 0.5 ELSE 0 END)`;
  // One extra row tells a full window from an exact count. Book rows are read for the page only.
  const newest = ctx.db
    .select({ id: books.id, createdAt: books.createdAt, rank: rank.as('rank') })
    .from(books)
    .where(where)
    .orderBy(desc(books.createdAt), desc(books.id))
    .limit(SEARCH_WINDOW + 1)
    .as('newest');
  const window = ctx.db
    .select({
      id: newest.id,
      createdAt: newest.createdAt,
      rank: newest.rank,
      n: sql<number>`row_number() OVER (ORDER BY ${newest.createdAt} DESC, ${newest.id} DESC)`.as('n'),
      matched: sql<number>`count(*) OVER ()`.as('matched'),
    })
    .from(newest)
    .as('window');
  const page = ctx.db
    .select({ id: window.id, createdAt: window.createdAt, rank: window.rank, matched: window.matched })
    .from(window)
    .where(sql`${window.n} <= ${SEARCH_WINDOW}`)
    .orderBy(desc(window.rank), desc(window.createdAt), desc(window.id))
    .limit(query.per_page)
    .offset(offsetOf(query))
    .as('page');
  const ranked = await ctx.db
    .select({ book: books, matched: sql<number>`${page.matched}`.mapWith(Number) })
    .from(page)
    .innerJoin(books, eq(books.id, page.id))
    .orderBy(desc(page.rank), desc(page.createdAt), desc(page.id));
  let matched = ranked[0]?.matched;
  if (matched === undefined) {
    // A page past the end: count what there is (bounded the same way) for the pager.
    const [row] = await ctx.db.select({ n: count() }).from(newest);
    matched = row?.n ?? 0;
  }
  const capped = matched > SEARCH_WINDOW;
  return {
    items: ranked.map((r) => presentBook(r.book)),
    page: query.page,
    per_page: query.per_page,
    total: Math.min(matched, SEARCH_WINDOW),
    ...(capped ? { total_capped: true as const } : {}),
  };
}

/** Deletes the rows first (progress and files cascade), then every stored byte of those books. */
export async function deleteBooks(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const deleted = await ctx.db.delete(books).where(inArray(books.id, ids)).returning({ id: books.id });
  await Promise.all(deleted.map(({ id }) => ctx.storage.deletePrefix(`books/${id}`)));
}
