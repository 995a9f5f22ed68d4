import { type Book, Button, Checkbox, Modal, TextField, type UpdateBookRequest, useT, useUnmountedRef } from '@atelier/core';
import { useId, useState } from 'react';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { ErrorText } from '../shared/parts.styles';

/** Props of `BookEditModal`. */
export interface BookEditModalProps {
  /** The book being edited; `null` keeps the modal closed. */
  book: Book | null;
  /** Cancel, Esc or a finished save: the host sets `book` back to `null`. */
  onClose(): void;
  /** Resolves with a translated error, or null once saved. */
  onSave(book: Book, patch: UpdateBookRequest): Promise<string | null>;
}

function Form({ book, onClose, onSave }: BookEditModalProps & { book: Book }) {
  const t = useT(libraryNamespace);
  const formId = useId();
  const [title, setTitle] = useState(book.title);
  const [author, setAuthor] = useState(book.author);
  const [description, setDescription] = useState(book.description);
  const [complete, setComplete] = useState(book.complete);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unmountedRef = useUnmountedRef();
  return (
    <Modal
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={t('books.editTitle', { title: book.title })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('tasks.cancelEdit')}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {t('tasks.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim() === '') {
            setTitleError(t('uploader.required.title'));
            return;
          }
          setSaving(true);
          void onSave(book, { title: title.trim(), author: author.trim(), description, complete }).then((problem) => {
            if (unmountedRef.current) return;
            setSaving(false);
            if (problem) setError(problem);
            else onClose();
          });
        }}
      >
        <TextField label={t('uploader.bookTitle')} value={title} error={titleError ?? undefined} onChange={(event) => setTitle(event.target.value)} />
        <TextField label={t('uploader.author')} value={author} onChange={(event) => setAuthor(event.target.value)} />
        <TextField label={t('books.description')} value={description} onChange={(event) => setDescription(event.target.value)} />
        <Checkbox label={t('books.markComplete')} checked={complete} onCheckedChange={setComplete} />
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      </form>
    </Modal>
  );
}

/** Title, author, description and "complete" of one book, for its owner or an admin. */
export function BookEditModal(props: BookEditModalProps) {
  return props.book ? <Form key={props.book.id} {...props} book={props.book} /> : null;
}
