-- A broad search reads thousands of the newest books and tests each title and author against the
-- keyword. ILIKE lowercases both strings on every test, and that was most of the search's time;
-- this column holds them lowercased once, at write, so the test is a plain substring search. The
-- line break keeps a keyword from matching across the end of the title and the start of the author.
ALTER TABLE books ADD COLUMN haystack text GENERATED ALWAYS AS (lower(title) || chr(10) || lower(author)) STORED;
