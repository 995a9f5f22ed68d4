-- A GIN index with fastupdate queues new entries in a pending list that every search then reads in
-- full, until VACUUM merges it into the index. PGlite has no autovacuum, so on the embedded
-- database the list only ever shrank when it reached gin_pending_list_limit (4 MB): a search for a
-- rare word in a 100,000-book library read hundreds of pending pages (13 ms instead of 2 ms).
-- Books are written far less often than searched, so each insert updates the indexes itself.
ALTER INDEX books_search_idx SET (fastupdate = off);
ALTER INDEX books_title_trgm_idx SET (fastupdate = off);
ALTER INDEX books_author_trgm_idx SET (fastupdate = off);
ALTER INDEX books_title_grams_idx SET (fastupdate = off);
ALTER INDEX books_author_grams_idx SET (fastupdate = off);
SELECT gin_clean_pending_list(index) FROM unnest(ARRAY[
  'books_search_idx', 'books_title_trgm_idx', 'books_author_trgm_idx', 'books_title_grams_idx', 'books_author_grams_idx'
]::regclass[]) AS index;
