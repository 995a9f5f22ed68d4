-- One row per refresh family: a signed-in device that its owner can list and revoke. Access
-- tokens name their session (`sid`), so a revoked one stops working at once.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Families signed in before this migration become sessions without a recorded user agent.
INSERT INTO sessions (id, user_id, created_at, last_used_at, expires_at, revoked_at)
SELECT family_id, user_id, min(created_at), max(created_at), max(expires_at),
  CASE WHEN bool_or(revoked_at IS NULL) THEN NULL ELSE now() END
FROM refresh_tokens
GROUP BY family_id, user_id;
