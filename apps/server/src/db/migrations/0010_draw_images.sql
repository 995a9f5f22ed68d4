-- Finished drawings' images copied into our storage (issue 19): midjourney-proxy and DALL·E links
-- expire, so the gallery keeps its own copy. One row per (user, draw record): the key in Storage
-- (draw-images/<user>/<uuid>.<ext>), the sniffed type and size for DRAW_IMAGE_QUOTA_BYTES. The row
-- goes with its draw_task record and with the account; the bytes are deleted after that commits.
CREATE TABLE draw_images (
  name text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  record_id text NOT NULL,
  task_id text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, record_id)
);
