-- Chat attachments (POST /openapi/v1/upload): who stored each file, how big it is and when, so
-- uploads can be held to a quota (the sum of size_bytes per quota_key: "user:<id>" for accounts,
-- "ip:<address>" for access-password holders) and swept away after ATTACHMENT_TTL_DAYS. The file
-- itself is <DATA_DIR>/attachments/<name>. An owner's deletion keeps the row (and so the file)
-- until it expires like any other.
CREATE TABLE chat_attachments (
  name text PRIMARY KEY,
  owner_id uuid REFERENCES users(id) ON DELETE SET NULL,
  quota_key text NOT NULL,
  size_bytes bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX chat_attachments_quota_idx ON chat_attachments (quota_key, created_at);
CREATE INDEX chat_attachments_created_idx ON chat_attachments (created_at);
