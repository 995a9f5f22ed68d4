-- One-time password-reset links an administrator hands to a user (issue 18). Only the SHA-256 of
-- the token is kept, so a copy of the database opens no account. A link is spent by setting
-- used_at; a newer link for the same user deletes the older unused ones.
CREATE TABLE password_reset_links (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_links_user_idx ON password_reset_links (user_id);
