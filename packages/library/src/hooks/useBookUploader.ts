import { type Book, useServices, useT } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createUploadFileActor } from '../actors/createUploadFileActor';
import { createLibraryApi } from '../api/createLibraryApi';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { uploadFileMachine } from '../machines/uploadFileMachine';
import type { UploadRequest, UploadResult } from '../machines/uploadTypes';
import { fileKindOf, isBookKind, titleFromFileName } from '../upload/fileKind';
import { formatBytes, formatDuration } from '../upload/transferRate';
import { readerPath } from '../upload/readerPath';
import { uploadErrorMessage } from '../upload/uploadErrorMessage';

export type BookUploaderPhase = 'editing' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface BookUploaderOptions {
  /** Upload into this book id (a new client-generated UUID becomes the book's id). @default undefined */
  bookId?: string | undefined;
  /** Where "Read now" points for a finished book. @default readerPath (`/book/{type}/{id}`) */
  getReaderHref?: ((book: Book) => string) | undefined;
  /** Called once the server has stored the book. @default undefined */
  onUploaded?: ((result: UploadResult) => void) | undefined;
  /** Files at or above this size go through resumable tus. @default 8 MiB */
  tusThresholdBytes?: number | undefined;
}

/** What `useBookUploader` returns: the state and actions its view renders. */
export interface BookUploaderViewModel {
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
  /** Translated errors of the file and title fields (missing after a submit, or an unsupported format). */
  fieldErrors: { file?: string; title?: string };
  /** Upload progress: percent (null while the size is unknown) and translated size, speed and time-left texts. */
  progress: { percent: number | null; text: string; speed: string | null; timeLeft: string | null };
  /** Translated reason of a failed upload, else null. */
  error: string | null;
  /** The stored book's title, reader link and QR-code image address once done, else null. */
  result: { title: string; readerHref: string; qrcodeUrl: string | null } | null;
  /** Sets the book file (null clears it); the title follows its name until edited. */
  chooseFile(file: File | null): void;
  /** Sets the cover image (null clears it). */
  chooseCover(file: File | null): void;
  /** Edits the title. */
  setTitle(value: string): void;
  /** Edits the author. */
  setAuthor(value: string): void;
  /** Starts the upload, or shows the field errors when the form is incomplete. */
  submit(): void;
  /** Stops the running upload. */
  cancel(): void;
  /** Uploads the same file again after a failure. */
  retry(): void;
}

const PHASES = ['uploading', 'done', 'failed', 'cancelled'] as const;

function stem(name: string): string {
  return name.replace(/\.[^.]+$/, '');
}

/** State and actions of one single-book upload (spec §4: uploading, then success or failure). */
export function useBookUploader({ bookId, getReaderHref = readerPath, onUploaded, tusThresholdBytes }: BookUploaderOptions): BookUploaderViewModel {
  const services = useServices();
  const t = useT(libraryNamespace);
  const base = services.config.libraryApi.baseUrl.replace(/\/+$/, '');
  const logic = useMemo(() => {
    const api = createLibraryApi(services.libraryApi);
    const tusHeaders = (): Record<string, string> => {
      const token = services.stores.user.getState().token;
      const env = services.config.libraryApi.env;
      return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(env ? { 'x-env': env } : {}) };
    };
    const uploadFile = createUploadFileActor({
      api,
      tusEndpoint: `${base}/api/uploads`,
      tusHeaders,
      // Any authenticated call refreshes an expired access token before tus sends its first request.
      ensureSession: () => services.libraryApi.get('/api/wx/user/info'),
      resumePrefix: services.config.storage.prefix,
      ...(tusThresholdBytes !== undefined ? { thresholdBytes: tusThresholdBytes } : {}),
    });
    return uploadFileMachine.provide({ actors: { uploadFile } });
  }, [services, base, tusThresholdBytes]);
  const actor = useActorRef(logic, { input: {} });
  const snapshot = useSelector(actor, (s) => s);
  const [file, setFile] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [title, setTitleValue] = useState('');
  const [titleEdited, setTitleEdited] = useState(false);
  const [author, setAuthor] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  useEffect(() => {
    const subscription = actor.subscribe((s) => {
      if (s.status === 'done' && s.output) onUploadedRef.current?.(s.output);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const { context } = snapshot;
  // The machine's idle state is the form being edited; every other state keeps its name.
  const phase: BookUploaderPhase = PHASES.find((state) => snapshot.matches(state)) ?? 'editing';

  const fieldErrors: BookUploaderViewModel['fieldErrors'] = {};
  if (submitted && !file) fieldErrors.file = t('uploader.required.file');
  else if (file && !isBookKind(fileKindOf(file.name))) fieldErrors.file = t('errors.UNSUPPORTED_FORMAT');
  if (submitted && title.trim() === '') fieldErrors.title = t('uploader.required.title');

  const chooseFile = useCallback(
    (next: File | null) => {
      setFile(next);
      if (next && !titleEdited) setTitleValue(titleFromFileName(next.name));
    },
    [titleEdited],
  );

  const submit = () => {
    setSubmitted(true);
    if (!file || title.trim() === '' || !isBookKind(fileKindOf(file.name))) return;
    // An untouched title goes as the file's stem so the server may use the book's own metadata title.
    const sentTitle = titleEdited ? title.trim() : stem(file.name);
    const request: UploadRequest = {
      file,
      cover,
      fields: {
        title: sentTitle,
        file_index: 0,
        total_files: 1,
        ...(bookId ? { book_id: bookId } : {}),
        ...(author.trim() ? { author: author.trim() } : {}),
      },
    };
    actor.send({ type: 'upload.start', request });
  };

  const percent = context.total > 0 ? Math.min(100, Math.round((context.loaded / context.total) * 100)) : null;
  const book = context.result?.book;
  return {
    phase,
    file: file ? { name: file.name, size: formatBytes(file.size) } : null,
    cover: cover ? { name: cover.name } : null,
    title,
    author,
    fieldErrors,
    progress: {
      percent,
      text: t('uploader.progress', { loaded: formatBytes(context.loaded), total: formatBytes(context.total) }),
      speed: context.speed !== null ? t('uploader.speed', { speed: formatBytes(context.speed) }) : null,
      timeLeft: context.secondsLeft !== null ? t('uploader.timeLeft', { time: formatDuration(context.secondsLeft) }) : null,
    },
    error: phase === 'failed' && context.error ? uploadErrorMessage(t, context.error) : null,
    result: book ? { title: book.title, readerHref: getReaderHref(book), qrcodeUrl: book.qrcode_url ? (book.qrcode_url.startsWith('/') ? base + book.qrcode_url : book.qrcode_url) : null } : null,
    chooseFile,
    chooseCover: setCover,
    setTitle: (value) => {
      setTitleEdited(true);
      setTitleValue(value);
    },
    setAuthor,
    submit,
    cancel: () => actor.send({ type: 'upload.cancel' }),
    retry: () => actor.send({ type: 'upload.retry' }),
  };
}
