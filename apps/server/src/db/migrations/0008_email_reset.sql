-- An optional e-mail address per user, for password reset codes (SMTP_URL). Compared without
-- case, so "Ann@Example.com" and "ann@example.com" cannot belong to two accounts.
ALTER TABLE users ADD COLUMN email text;
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));

-- One row per code sent. Only a hash is kept; a newer code voids the older ones (used_at set),
-- and `tries` counts the guesses made against it.
CREATE TABLE email_reset_codes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_reset_codes_user_idx ON email_reset_codes (user_id, created_at DESC);
