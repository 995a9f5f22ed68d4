import {
  type Book,
  BOOK_RULES,
  Checkbox,
  checkFields,
  coreNamespace,
  type FieldProblem,
  fieldErrorMessage,
  Modal,
  TextField,
  type UpdateBookRequest,
  useT,
  useUnmountedRef,
} from '@atelier/core';
import { useId, useState } from 'react';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { ModalFormFooter } from '../shared/ModalFormFooter';
import { ErrorText } from '../shared/parts.styles';
import { VisibilityChoice } from '../shared/VisibilityChoice';

/** Props of `BookEditModal`. */
export interface BookEditModalProps {
  /** The book being edited; `null` keeps the modal closed. */
  book: Book | null;
  /** Cancel, Esc or a finished save: the host sets `book` back to `null`. */
  onClose(): void;
  /** Resolves with a translated error, or null once saved. */
  onSave(book: Book, patch: UpdateBookRequest): Promise<string | null>;
}

type BookField = keyof typeof BOOK_RULES;
type BookProblems = Partial<Record<BookField, FieldProblem>>;

function Form({ book, onClose, onSave }: BookEditModalProps & { book: Book }) {
  const t = useT(libraryNamespace);
  const tCore = useT(coreNamespace);
  const formId = useId();
  const [title, setTitle] = useState(book.title);
  const [author, setAuthor] = useState(book.author);
  const [description, setDescription] = useState(book.description);
  const [complete, setComplete] = useState(book.complete);
  const [visibility, setVisibility] = useState(book.visibility);
  const [problems, setProblems] = useState<BookProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unmountedRef = useUnmountedRef();
  const values: Record<BookField, string> = { title: title.trim(), author: author.trim(), description };
  // The server's rules (BOOK_RULES), worded as its refusals are; an empty title keeps the uploader's words.
  const problemText = (field: BookField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return field === 'title' && problem.rule === 'required' ? t('uploader.required.title') : fieldErrorMessage(tCore, problem);
  };
  // A field marked wrong is checked again as it is edited, so the mark goes once it is fixed.
  const edit = (field: BookField, value: string, set: (value: string) => void) => {
    set(value);
    if (problems[field]) setProblems(checkFields({ ...values, [field]: field === 'description' ? value : value.trim() }, BOOK_RULES));
  };
  return (
    <Modal
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={t('books.editTitle', { title: book.title })}
      footer={<ModalFormFooter formId={formId} submitLabel={t('tasks.save')} busy={saving} onCancel={onClose} />}
    >
      <form
        id={formId}
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          const found = checkFields(values, BOOK_RULES);
          setProblems(found);
          // Nothing is sent while a rule the server checks fails.
          if (Object.keys(found).length > 0) return;
          setSaving(true);
          void onSave(book, { ...values, complete, visibility }).then((problem) => {
            if (unmountedRef.current) return;
            setSaving(false);
            if (problem) setError(problem);
            else onClose();
          });
        }}
      >
        <TextField label={t('uploader.bookTitle')} value={title} error={problemText('title')} onChange={(event) => edit('title', event.target.value, setTitle)} />
        <TextField label={t('uploader.author')} value={author} error={problemText('author')} onChange={(event) => edit('author', event.target.value, setAuthor)} />
        <TextField label={t('books.description')} value={description} error={problemText('description')} onChange={(event) => edit('description', event.target.value, setDescription)} />
        <Checkbox label={t('books.markComplete')} checked={complete} onCheckedChange={setComplete} />
        <VisibilityChoice value={visibility} onChange={setVisibility} />
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      </form>
    </Modal>
  );
}

/** Title, author, description, "complete" and who can open one book, for its owner or an admin. */
export function BookEditModal(props: BookEditModalProps) {
  return props.book ? <Form key={props.book.id} {...props} book={props.book} /> : null;
}
