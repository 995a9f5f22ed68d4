-- Substring search (ILIKE '%…%' on title and author: `q` of GET /api/books, and the arm of
-- GET /api/books/search that finds CJK titles, which the 'simple' parser keeps as one long token)
-- served by trigram indexes instead of a scan of every row. pg_trgm is a trusted contrib
-- extension: PGlite loads it through the `extensions` option (db/openDatabase.ts), PostgreSQL
-- ships it (Debian: postgresql-15). A pattern needs one run of 3 characters to use the index
-- selectively; shorter keywords (1-2 CJK characters) still match correctly, by a full index or
-- table scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX books_title_trgm_idx ON books USING gin (title gin_trgm_ops);
CREATE INDEX books_author_trgm_idx ON books USING gin (author gin_trgm_ops);
