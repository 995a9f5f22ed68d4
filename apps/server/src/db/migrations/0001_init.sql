CREATE TABLE users (
  id uuid PRIMARY KEY,
  user_name text NOT NULL UNIQUE,
  nickname text NOT NULL,
  avatar_url text,
  password_hash text,
  wx_openid text UNIQUE,
  admin_level integer NOT NULL DEFAULT 0,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE books (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  author text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  type text NOT NULL,
  cover_key text,
  cover_mime text,
  root_path text NOT NULL DEFAULT '',
  total_files integer NOT NULL DEFAULT 1,
  received_files integer NOT NULL DEFAULT 0,
  complete boolean NOT NULL DEFAULT false,
  size_bytes bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(author, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(description, '')), 'C')
  ) STORED
);
CREATE INDEX books_owner_created_idx ON books (owner_id, created_at DESC, id);
CREATE INDEX books_created_idx ON books (created_at DESC, id);
CREATE INDEX books_search_idx ON books USING gin (search);

CREATE TABLE book_files (
  id uuid PRIMARY KEY,
  book_id uuid NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  file_index integer NOT NULL,
  "order" integer NOT NULL DEFAULT 0,
  file_path text NOT NULL DEFAULT '',
  name text NOT NULL,
  mime text NOT NULL,
  size_bytes bigint NOT NULL,
  duration_s double precision,
  storage_key text NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (book_id, file_index)
);

CREATE TABLE upload_tasks (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  task_name text NOT NULL,
  root_path text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending',
  total_files integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_tasks_owner_idx ON upload_tasks (owner_id, created_at DESC);

CREATE TABLE task_files (
  task_id uuid NOT NULL REFERENCES upload_tasks(id) ON DELETE CASCADE,
  file_path text NOT NULL,
  file_index integer NOT NULL DEFAULT 0,
  book_id uuid REFERENCES books(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending',
  error text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (task_id, file_path)
);

CREATE TABLE reading_progress (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  book_id uuid NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  format text NOT NULL,
  file_index integer NOT NULL DEFAULT 0,
  locator text NOT NULL,
  percentage double precision NOT NULL,
  finished boolean NOT NULL DEFAULT false,
  client_updated_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  device_id text NOT NULL,
  PRIMARY KEY (user_id, book_id)
);
CREATE INDEX reading_progress_book_updated_idx ON reading_progress (book_id, updated_at);
CREATE INDEX reading_progress_user_updated_idx ON reading_progress (user_id, updated_at DESC);
