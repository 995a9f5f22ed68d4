// Substring search goes through the pg_trgm indexes of migration 0002 instead of reading every
// book: checked on the query plan over a seeded library, on PGlite and (node-pg) PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedMatches, explainPlan, SEARCH_WINDOW, searchBooks } from '../domain/bookService';
import { createClient, signUp } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

const BOOKS = 5_000;
let server: TestServer;
let token: string;
let readerId: string;

beforeAll(async () => {
  server = await startTestServer();
  const call = createClient(server.url);
  const reader = await signUp(call, 'reader');
  token = reader.access_token;
  readerId = reader.user.id;
  await server.app.ctx.db.execute(sql`
    INSERT INTO books (id, owner_id, title, author, type, total_files, received_files, complete, created_at)
    SELECT gen_random_uuid(), ${reader.user.id},
      CASE WHEN g % 10 = 0 THEN '三体 第' || g || '卷'
           ELSE (ARRAY['Silent','Crimson','Winter','Hidden'])[g % 4 + 1] || ' '
             || (ARRAY['Garden','River','Empire','Letters','Harbor'])[g % 5 + 1] || ' ' || g END,
      (ARRAY['Ann Lee','Liu Cixin','Jules Verne'])[g % 3 + 1],
      'epub', 1, 1, true, now() - make_interval(secs => g)
    FROM generate_series(1, ${BOOKS}) AS g`);
  await server.app.ctx.db.execute(sql`
    INSERT INTO books (id, owner_id, title, author, type, created_at)
    VALUES (gen_random_uuid(), ${reader.user.id}, 'Redemption of the Quixotic Cartographer', 'Zebulon Quarrington', 'pdf', now())`);
  await server.app.ctx.db.execute(sql`ANALYZE books`);
}, 120_000);

afterAll(() => server?.close());

/** The plan with sequential scans priced out: whether an index can serve the query at all (a table
 * this small is cheaper to read whole, which the planner rightly prefers). */
async function plan(query: ReturnType<typeof sql>): Promise<string> {
  return server.app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r).join('')).join('\n');
  });
}

describe('substring search', () => {
  it('uses the trigram indexes for title and author ILIKE', async () => {
    const explained = await plan(
      sql`SELECT id FROM books WHERE title ILIKE ${'%quixot%'} OR author ILIKE ${'%quixot%'}`,
    );
    expect(explained).toContain('books_title_trgm_idx');
    expect(explained).toContain('books_author_trgm_idx');
    expect(explained).not.toMatch(/Seq Scan/);
  });

  it('finds the one matching book among thousands, by any substring, through the API', async () => {
    const headers = { authorization: `Bearer ${token}` };
    for (const keyword of ['uixotic', 'CARTOGRAPH', 'arrington']) {
      const res = await fetch(`${server.url}/api/books/search?keyword=${encodeURIComponent(keyword)}`, { headers });
      const body = (await res.json()) as { total: number; items: { title: string }[] };
      expect([keyword, body.total, body.items[0]?.title]).toEqual([keyword, 1, 'Redemption of the Quixotic Cartographer']);
      const listed = await fetch(`${server.url}/api/books?q=${encodeURIComponent(keyword)}`, { headers });
      expect(((await listed.json()) as { total: number }).total).toBe(1);
    }
    // 2 characters: no trigram narrows it down, still every match: '三体 第N卷' for N = 50, 500-590, 5000.
    const short = await fetch(`${server.url}/api/books/search?keyword=${encodeURIComponent('第5')}&per_page=50`, { headers });
    const shortBody = (await short.json()) as { total: number; items: { title: string }[] };
    expect(shortBody.total).toBe(12);
    expect(shortBody.items.every((b) => b.title.includes('第5'))).toBe(true);
  });
});

describe('ranked search over a bounded window', () => {
  type Page = { total: number; total_capped?: boolean; items: { title: string; author: string }[] };
  const search = async (keyword: string, page: number, perPage = 20): Promise<Page> => {
    const res = await fetch(`${server.url}/api/books/search?keyword=${encodeURIComponent(keyword)}&page=${page}&per_page=${perPage}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };

  it('says when a keyword matches more books than it ranks, and pages through exactly that many', async () => {
    // 'Liu Cixin' wrote one book in three: 1,667 matches.
    const pages = SEARCH_WINDOW / 50;
    const first = await search('cixin', 1, 50);
    expect([first.total, first.total_capped, first.items.length]).toEqual([SEARCH_WINDOW, true, 50]);
    const last = await search('cixin', pages, 50);
    expect([last.total, last.items.length]).toEqual([SEARCH_WINDOW, 50]);
    const beyond = await search('cixin', pages + 1, 50);
    expect([beyond.total, beyond.total_capped, beyond.items.length]).toEqual([SEARCH_WINDOW, true, 0]);
    // Exact below the window: no flag.
    const exact = await search('第5', 1, 50);
    expect([exact.total, exact.total_capped]).toEqual([12, undefined]);
  });

  it('ranks a title match above a newer author-only match', async () => {
    await server.app.ctx.db.execute(sql`
      INSERT INTO books (id, owner_id, title, author, type, created_at)
      SELECT gen_random_uuid(), owner_id, 'Tide Tables', 'Harbor Press', 'pdf', now() + interval '1 minute' FROM books LIMIT 1`);
    // 1,000 'Harbor' titles (every fifth book) and the newest book, by 'Harbor Press': the window
    // holds that book and the newest Harbor titles, which it ranks first.
    const first = await search('harbor', 1, 50);
    expect(first.items.every((b) => b.title.includes('Harbor'))).toBe(true);
    const last = await search('harbor', SEARCH_WINDOW / 50, 50);
    expect(last.items.at(-1)).toMatchObject({ title: 'Tide Tables', author: 'Harbor Press' });
  });

  it('matches titles and authors in any case, never across the two, and ranks a match in both first', async () => {
    await server.app.ctx.db.execute(sql`
      INSERT INTO books (id, owner_id, title, author, type, created_at)
      SELECT gen_random_uuid(), owner_id, title, author, 'pdf', now() + make_interval(mins => 2 + v.n)
      FROM (SELECT owner_id FROM books LIMIT 1) AS o,
        (VALUES (1, 'ÉCOLE DES FLÂNEURS', 'Zoë Aubert'), (2, 'Quayside Walks', 'Émile Quayside'), (3, 'Quayside Inn', 'Nobody')) AS v(n, title, author)`);
    const titles = async (keyword: string) => (await search(keyword, 1)).items.map((b) => b.title);
    expect(await titles('école des flâ')).toEqual(['ÉCOLE DES FLÂNEURS']);
    expect(await titles('ZOË')).toEqual(['ÉCOLE DES FLÂNEURS']);
    // The end of a title and the start of its author are not one string (the words of both, in
    // any order, are found by full text: 'flâneurs zoë').
    expect(await titles('neurs zoë')).toEqual([]);
    expect(await titles('neurszoë')).toEqual([]);
    expect(await titles('flâneurs zoë')).toEqual(['ÉCOLE DES FLÂNEURS']);
    // In the title and the author beats the newer book with it in the title only.
    expect(await titles('quaysid')).toEqual(['Quayside Walks', 'Quayside Inn']);
  });
});

describe('GIN indexes without a pending list (migration 0014)', () => {
  it('looks a rare keyword up in the index, not in a list of every book added since the last vacuum', async () => {
    // PGlite has no autovacuum: with fastupdate the 5,000 books seeded above would sit in each
    // index's pending list, read in full by every search.
    const Plan = (await explainPlan(
      server.app.ctx.db,
      sql`SELECT id FROM books WHERE title ILIKE '%quixot%' OR author ILIKE '%quixot%'`,
      sql`ANALYZE, BUFFERS,`,
    ))!;
    expect(Plan['Actual Rows']).toBe(1);
    expect(Plan['Shared Hit Blocks']).toBeLessThan(40);
  });

  it('holds for every GIN index on books, including ones added later', async () => {
    const result = (await server.app.ctx.db.execute(sql`
      SELECT c.relname, coalesce(c.reloptions, '{}') AS options FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE i.indrelid = 'books'::regclass AND am.amname = 'gin'`)) as unknown as { rows: Array<{ relname: string; options: string[] }> };
    expect(result.rows.length).toBeGreaterThanOrEqual(5);
    for (const row of result.rows) expect([row.relname, row.options]).toEqual([row.relname, expect.arrayContaining(['fastupdate=off'])]);
  });
});

describe('newest first', () => {
  it('reads books in the order lists and search ask for without sorting them (migration 0012)', async () => {
    // Every list and the broad search order by created_at DESC, id DESC; an index with the id the
    // other way round made each read sort again (an Incremental Sort over thousands of rows).
    for (const query of [
      sql`SELECT id FROM books ORDER BY created_at DESC, id DESC LIMIT 20000`,
      sql`SELECT id FROM books WHERE owner_id = ${readerId} ORDER BY created_at DESC, id DESC LIMIT 20`,
    ]) {
      const explained = await plan(query);
      expect(explained).toMatch(/Index (Only )?Scan using books_(owner_)?created_idx/);
      expect(explained).not.toMatch(/Sort/);
    }
  });
});

describe('the two ways search finds its window', () => {
  it('answers the same whether the indexes, the newest books or a full ordered read found the matches', async () => {
    const ctx = server.app.ctx;
    const viewer = { id: readerId, userName: 'reader', isAdmin: false, sessionId: null };
    for (const keyword of ['river', 'cixin', 'quixot', '第5', '体', 'Zebulon Q', 'no such book']) {
      const query = { keyword, page: 2, per_page: 7 };
      const chosen = await searchBooks(ctx, viewer, query);
      const byRecency = await searchBooks(ctx, viewer, query, { probe: false });
      const byFullOrder = await searchBooks(ctx, viewer, query, { probe: false, recentScan: 10 });
      expect([keyword, byRecency]).toEqual([keyword, chosen]);
      expect([keyword, byFullOrder]).toEqual([keyword, chosen]);
    }
  });

  it('looks one- and two-character keywords up in the grams index', async () => {
    for (const gram of ['三体', '体']) {
      const explained = await plan(sql`SELECT id FROM books WHERE book_grams(title) @> ARRAY[${gram}]::text[] AND strpos(lower(title), ${gram}) > 0`);
      expect(explained).toContain('books_title_grams_idx');
    }
  });

  it('routes by the planner estimate, which tells a rare substring from a common one', async () => {
    const rare = await estimatedMatches(server.app.ctx, sql`books.title ILIKE ${'%quixot%'}`);
    const common = await estimatedMatches(server.app.ctx, sql`books.title ILIKE ${'%river%'}`);
    expect(rare).toBeLessThan(100);
    expect(common).toBeGreaterThan(500);
  });
});
