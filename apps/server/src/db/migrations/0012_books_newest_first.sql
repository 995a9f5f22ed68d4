-- Lists and search read books newest first with the id breaking ties, both descending. The indexes
-- of 0001 had the id ascending, so every such read sorted each run of equal times again (an
-- Incremental Sort over thousands of rows in a broad search); these serve the ORDER BY as it is.
DROP INDEX IF EXISTS books_created_idx;
DROP INDEX IF EXISTS books_owner_created_idx;
CREATE INDEX books_created_idx ON books (created_at DESC, id DESC);
CREATE INDEX books_owner_created_idx ON books (owner_id, created_at DESC, id DESC);
