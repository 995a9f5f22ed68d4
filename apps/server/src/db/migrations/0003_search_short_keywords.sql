-- Keywords of one or two characters (common in Chinese: 龙王, 剑) have no trigram, so the indexes of
-- 0002 cannot narrow them down and a rare one read every book. Every 1- and 2-character piece of
-- a lowercased title and author, in a GIN-indexed array, can: `book_grams(title) @> ARRAY['龙王']`
-- finds the candidates, and the ILIKE of the query confirms them.
CREATE FUNCTION book_grams(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ARRAY(
    SELECT DISTINCT substr(lower(value), i, n)
    FROM generate_series(1, coalesce(length(value), 0)) AS i, (VALUES (1), (2)) AS sizes (n)
    WHERE i + n - 1 <= length(value)
  );
CREATE INDEX books_title_grams_idx ON books USING gin (book_grams(title));
CREATE INDEX books_author_grams_idx ON books USING gin (book_grams(author));
