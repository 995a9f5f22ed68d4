-- Who may open a book: `private` (its owner and administrators), `link` (anyone with its address or
-- QR code), `public` (also listed in the public library). Books from before this migration were open
-- to anyone with their address, so they keep that as `link`; books uploaded from now on are private.
ALTER TABLE books ADD COLUMN visibility text NOT NULL DEFAULT 'link'
  CHECK (visibility IN ('private', 'link', 'public'));
ALTER TABLE books ALTER COLUMN visibility SET DEFAULT 'private';
-- The public library lists newest first; search and Popular filter by it.
CREATE INDEX books_public_idx ON books (created_at DESC, id DESC) WHERE visibility = 'public';
