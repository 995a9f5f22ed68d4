import { type Book, type BookVisibility, coreNamespace, useLatest, useT } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createUploadFileActor } from '../actors/createUploadFileActor';
import { libraryNamespace } from '../i18n/libraryNamespace';
import { bookFormMachine } from '../machines/bookFormMachine';
import { uploadFileMachine } from '../machines/uploadFileMachine';
import type { UploadResult } from '../machines/uploadTypes';
import { readerPath } from '../upload/readerPath';
import { bookUploaderPhase, type BookUploaderViewData, selectBookUploaderView } from '../viewModels/selectBookUploaderView';
import { useLibraryServices } from './useLibraryServices';

export type { BookUploaderPhase } from '../viewModels/selectBookUploaderView';

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
export interface BookUploaderViewModel extends BookUploaderViewData {
  /** Sets the book file (null clears it); the title follows its name until edited. */
  chooseFile(file: File | null): void;
  /** Sets the cover image (null clears it). */
  chooseCover(file: File | null): void;
  /** Edits the title. */
  setTitle(value: string): void;
  /** Edits the author. */
  setAuthor(value: string): void;
  /** Chooses who may open the book (private, anyone with the link, public). */
  setVisibility(value: BookVisibility): void;
  /** Starts the upload, or shows the field errors when the form is incomplete. */
  submit(): void;
  /** Stops the running upload. */
  cancel(): void;
  /** Uploads the same file again after a failure. */
  retry(): void;
}

/** State and actions of one single-book upload (spec §4: uploading, then success or failure). */
export function useBookUploader({ bookId, getReaderHref = readerPath, onUploaded, tusThresholdBytes }: BookUploaderOptions): BookUploaderViewModel {
  const { upload, serverUrl } = useLibraryServices();
  const t = useT(libraryNamespace);
  const tCore = useT(coreNamespace);
  const logic = useMemo(() => {
    const uploadFile = createUploadFileActor({ ...upload, ...(tusThresholdBytes !== undefined ? { thresholdBytes: tusThresholdBytes } : {}) });
    return uploadFileMachine.provide({ actors: { uploadFile } });
  }, [upload, tusThresholdBytes]);
  const transfer = useActorRef(logic, { input: {} });
  const form = useActorRef(bookFormMachine);
  const formContext = useSelector(form, (s) => s.context);
  const phase = useSelector(transfer, bookUploaderPhase);
  const transferContext = useSelector(transfer, (s) => s.context);
  const onUploadedRef = useLatest(onUploaded);
  useEffect(() => {
    const ready = form.on('form.ready', ({ request }) => transfer.send({ type: 'upload.start', request }));
    const done = transfer.subscribe((s) => {
      if (s.status === 'done' && s.output) onUploadedRef.current?.(s.output);
    });
    return () => {
      ready.unsubscribe();
      done.unsubscribe();
    };
  }, [form, transfer, onUploadedRef]);

  return {
    ...selectBookUploaderView(formContext, { phase, context: transferContext }, { t, tCore, getReaderHref, serverUrl }),
    chooseFile: (file) => form.send({ type: 'form.file', file }),
    chooseCover: (file) => form.send({ type: 'form.cover', file }),
    setTitle: (value) => form.send({ type: 'form.title', value }),
    setAuthor: (value) => form.send({ type: 'form.author', value }),
    setVisibility: (value) => form.send({ type: 'form.visibility', value }),
    submit: () => form.send({ type: 'form.submit', bookId }),
    cancel: () => transfer.send({ type: 'upload.cancel' }),
    retry: () => transfer.send({ type: 'upload.retry' }),
  };
}
