-- Account data that follows a user between devices (issue 19): chats, prompts, drawing tasks,
-- settings. One row per record, the newest version by the writing device's clock; a deletion
-- keeps the row with data NULL so other devices learn of it. seq orders an account's changes:
-- sync_accounts holds the last one, and locking that row serialises an account's writes so a
-- cursor never skips a change committed late.
CREATE TABLE sync_accounts (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_seq bigint NOT NULL DEFAULT 0,
  used_bytes bigint NOT NULL DEFAULT 0
);

CREATE TABLE sync_records (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('conversation', 'message', 'prompts', 'gpt_recents', 'chat_settings', 'draw_task', 'reader_settings')),
  id text NOT NULL,
  parent_id text,
  updated_at bigint NOT NULL,
  data jsonb,
  size integer NOT NULL,
  seq bigint NOT NULL,
  PRIMARY KEY (user_id, kind, id)
);
CREATE UNIQUE INDEX sync_records_seq_idx ON sync_records (user_id, seq);
CREATE INDEX sync_records_parent_idx ON sync_records (user_id, parent_id) WHERE parent_id IS NOT NULL;
