import { BOOK_RULES, type BookVisibility, checkField, type FieldProblem } from '@atelier/core';
import { assign, emit, setup } from 'xstate';
import { fileKindOf, isBookKind, titleFromFileName } from '../upload/fileKind';
import type { UploadRequest, UploadSource } from './uploadTypes';

/** The single-book form: what the user chose and typed, and whether a submit was tried. */
export interface BookFormContext {
  file: UploadSource | null;
  cover: UploadSource | null;
  /** The file's name until the user edits it. */
  title: string;
  titleEdited: boolean;
  author: string;
  /** Who may open the new book. @default 'private' */
  visibility: BookVisibility;
  submitted: boolean;
}

export type BookFormEvent =
  | { type: 'form.file'; file: UploadSource | null }
  | { type: 'form.cover'; file: UploadSource | null }
  | { type: 'form.title'; value: string }
  | { type: 'form.author'; value: string }
  | { type: 'form.visibility'; value: BookVisibility }
  /** `bookId`: upload into this book (a client-made id becomes the book's id). */
  | { type: 'form.submit'; bookId?: string | undefined };

/** Emitted on a submit of a complete form: the request to hand to `uploadFileMachine`. */
export type BookFormEmitted = { type: 'form.ready'; request: UploadRequest };

export interface BookFormProblems {
  file?: 'required' | 'unsupported';
  /** The first of the server's title/author rules (BOOK_RULES) the field breaks. */
  title?: FieldProblem;
  author?: FieldProblem;
}

/**
 * What keeps the form from being sent: missing fields after a submit; an unsupported file and text
 * longer than the server takes at once, so nothing is sent only to be refused.
 */
export function bookFormProblems(form: BookFormContext): BookFormProblems {
  const problems: BookFormProblems = {};
  if (form.submitted && !form.file) problems.file = 'required';
  else if (form.file && !isBookKind(fileKindOf(form.file.name))) problems.file = 'unsupported';
  const title = checkField('title', form.title.trim(), BOOK_RULES.title);
  if (title && (form.submitted || title.rule !== 'required')) problems.title = title;
  const author = checkField('author', form.author.trim(), BOOK_RULES.author);
  if (author) problems.author = author;
  return problems;
}

const stem = (name: string) => name.replace(/\.[^.]+$/, '');

function toRequest(form: BookFormContext, file: UploadSource, bookId: string | undefined): UploadRequest {
  // An untouched title goes as the file's stem so the server may use the book's own metadata title.
  const title = form.titleEdited ? form.title.trim() : stem(file.name);
  const author = form.author.trim();
  return {
    file,
    cover: form.cover,
    fields: { title, file_index: 0, total_files: 1, ...(bookId ? { book_id: bookId } : {}), ...(author ? { author } : {}), visibility: form.visibility },
  };
}

/** The form rules of `BookUploader`; the transfer itself is `uploadFileMachine`, started with what `form.ready` carries. */
export const bookFormMachine = setup({
  types: { context: {} as BookFormContext, events: {} as BookFormEvent, emitted: {} as BookFormEmitted },
  guards: {
    isComplete: ({ context }) => context.file !== null && Object.keys(bookFormProblems({ ...context, submitted: true })).length === 0,
  },
  actions: {
    markSubmitted: assign({ submitted: true }),
    emitReady: emit(({ context, event }) => ({
      type: 'form.ready' as const,
      request: toRequest(context, context.file as UploadSource, event.type === 'form.submit' ? event.bookId : undefined),
    })),
  },
}).createMachine({
  id: 'bookForm',
  context: { file: null, cover: null, title: '', titleEdited: false, author: '', visibility: 'private', submitted: false },
  on: {
    'form.file': {
      actions: assign(({ context, event }) => ({
        file: event.file,
        title: event.file && !context.titleEdited ? titleFromFileName(event.file.name) : context.title,
      })),
    },
    'form.cover': { actions: assign({ cover: ({ event }) => event.file }) },
    'form.title': { actions: assign({ title: ({ event }) => event.value, titleEdited: true }) },
    'form.author': { actions: assign({ author: ({ event }) => event.value }) },
    'form.visibility': { actions: assign({ visibility: ({ event }) => event.value }) },
    'form.submit': [{ guard: 'isComplete', actions: ['markSubmitted', 'emitReady'] }, { actions: 'markSubmitted' }],
  },
});
