import { type Book, type BookVisibility, type CoreMessages, fieldErrorMessage, type FieldProblem, type TranslateFn } from '@atelier/core';
import type { LibraryMessages } from '../i18n/libraryNamespace';
import { type BookFormContext, bookFormProblems } from '../machines/bookFormMachine';
import type { UploadFileContext } from '../machines/uploadFileMachine';
import { formatBytes, formatDuration } from '../upload/transferRate';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';

export type BookUploaderPhase = 'editing' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** What `selectBookUploaderView` derives: everything `BookUploaderView` shows, without the actions. */
export interface BookUploaderViewData {
  /** Filling in the form, uploading, done, failed or cancelled. */
  phase: BookUploaderPhase;
  /** The chosen book file's name and formatted size, else null. */
  file: { name: string; size: string } | null;
  /** The chosen cover image's name, else null (the server may use the book's own cover). */
  cover: { name: string } | null;
  /** Title field: the file's name until the user edits it. */
  title: string;
  /** Author field. */
  author: string;
  /** Who may open the book once uploaded. */
  visibility: BookVisibility;
  /** Translated errors of the file, title and author fields (missing after a submit, an unsupported format, too long). */
  fieldErrors: { file?: string; title?: string; author?: string };
  /** Upload progress: percent (null while the size is unknown) and translated size, speed and time-left texts. */
  progress: { percent: number | null; text: string; speed: string | null; timeLeft: string | null };
  /** Translated reason of a failed upload, else null. */
  error: string | null;
  /** The stored book's title, reader link and QR-code image address once done, else null. */
  result: { title: string; readerHref: string; qrcodeUrl: string | null } | null;
}

const PHASES = ['uploading', 'done', 'failed', 'cancelled'] as const;

/** The upload machine's state as a phase: its idle state is the form being edited; every other keeps its name. */
export function bookUploaderPhase(snapshot: { matches(state: (typeof PHASES)[number]): boolean }): BookUploaderPhase {
  return PHASES.find((state) => snapshot.matches(state)) ?? 'editing';
}

export interface BookUploaderViewDeps {
  t: TranslateFn<LibraryMessages>;
  /** Words the server's field rules (core's `errors.rules`), as the edit dialog does. */
  tCore: TranslateFn<CoreMessages>;
  getReaderHref: (book: Book) => string;
  serverUrl: (path: string | null | undefined) => string | null;
}

/** Maps the form and the transfer to what the view shows (pure: no React, unit-tested alone). */
export function selectBookUploaderView(
  form: BookFormContext,
  upload: { phase: BookUploaderPhase; context: UploadFileContext },
  { t, tCore, getReaderHref, serverUrl }: BookUploaderViewDeps,
): BookUploaderViewData {
  const { phase, context } = upload;
  const problems = bookFormProblems(form);
  const fieldErrors: BookUploaderViewData['fieldErrors'] = {};
  if (problems.file) fieldErrors.file = problems.file === 'required' ? t('uploader.required.file') : t('errors.UNSUPPORTED_FORMAT');
  const ruleText = (problem: FieldProblem) => (problem.rule === 'required' ? t('uploader.required.title') : fieldErrorMessage(tCore, problem));
  if (problems.title) fieldErrors.title = ruleText(problems.title);
  if (problems.author) fieldErrors.author = ruleText(problems.author);
  const book = context.result?.book;
  return {
    phase,
    file: form.file ? { name: form.file.name, size: formatBytes(form.file.size) } : null,
    cover: form.cover ? { name: form.cover.name } : null,
    title: form.title,
    author: form.author,
    visibility: form.visibility,
    fieldErrors,
    progress: {
      percent: context.total > 0 ? Math.min(100, Math.round((context.loaded / context.total) * 100)) : null,
      text: t('uploader.progress', { loaded: formatBytes(context.loaded), total: formatBytes(context.total) }),
      speed: context.speed !== null ? t('uploader.speed', { speed: formatBytes(context.speed) }) : null,
      timeLeft: context.secondsLeft !== null ? t('uploader.timeLeft', { time: formatDuration(context.secondsLeft) }) : null,
    },
    error: phase === 'failed' && context.error ? uploadErrorMessage(t, context.error) : null,
    result: book ? { title: book.title, readerHref: getReaderHref(book), qrcodeUrl: serverUrl(book.qrcode_url) } : null,
  };
}
