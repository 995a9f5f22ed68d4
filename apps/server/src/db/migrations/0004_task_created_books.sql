-- Deleting an upload task "with its books" must take only the books that task's uploads created:
-- never a book of someone else, nor one its owner made elsewhere and only added files to here.
ALTER TABLE books ADD COLUMN created_by_task uuid REFERENCES upload_tasks(id) ON DELETE SET NULL;
CREATE INDEX books_created_by_task_idx ON books (created_by_task);

-- Task files used to keep whatever book_id a failed upload sent, someone else's book included.
UPDATE task_files f SET book_id = NULL
FROM upload_tasks t, books b
WHERE t.id = f.task_id AND b.id = f.book_id AND b.owner_id <> t.owner_id;

-- Books uploaded before this column existed: the newest task of the book's owner that lists the
-- book and is not younger than it (the task an upload creates comes just before its first book).
UPDATE books b SET created_by_task = (
  SELECT t.id
  FROM task_files f JOIN upload_tasks t ON t.id = f.task_id
  WHERE f.book_id = b.id AND t.owner_id = b.owner_id AND t.created_at <= b.created_at
  ORDER BY t.created_at DESC
  LIMIT 1
)
WHERE EXISTS (SELECT 1 FROM task_files f WHERE f.book_id = b.id);
