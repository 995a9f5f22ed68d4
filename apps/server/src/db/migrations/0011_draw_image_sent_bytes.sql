-- A kept drawing image may now come from the client (PUT /api/draw/images/:record_id): DALL·E's
-- images and drawings restored from an account archive have no midjourney-proxy task, so task_id
-- is set only when a task is known. Null says "no task" instead of a made-up id.
ALTER TABLE draw_images ALTER COLUMN task_id DROP NOT NULL;
