import { type Book, coreNamespace } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import en from '../locales/en-US/library.json';
import type { BookFormContext } from '../machines/bookFormMachine';
import type { UploadFileContext } from '../machines/uploadFileMachine';
import { selectBookUploaderView } from './selectBookUploaderView';

const translator = (messages: object) => (key: string, vars?: Record<string, unknown>) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name]));
};
const t = translator(en) as Parameters<typeof selectBookUploaderView>[2]['t'];
const tCore = translator(coreNamespace.en) as Parameters<typeof selectBookUploaderView>[2]['tCore'];

const form: BookFormContext = { file: null, cover: null, title: '', titleEdited: false, author: '', visibility: 'private', submitted: false };
const idle: UploadFileContext = {
  request: null,
  loaded: 0,
  total: 0,
  speed: null,
  secondsLeft: null,
  lastSample: null,
  result: null,
  error: null,
  attempts: 0,
  autoStart: false,
};
const deps = { t, tCore, getReaderHref: (book: Book) => `/read/${book.id}`, serverUrl: (path: string | null | undefined) => (path ? `http://api.test${path}` : null) };

describe('selectBookUploaderView', () => {
  it('shows an empty form without errors, and no percent while the size is unknown', () => {
    const view = selectBookUploaderView(form, { phase: 'editing', context: idle }, deps);
    expect(view).toMatchObject({ phase: 'editing', file: null, cover: null, fieldErrors: {}, error: null, result: null });
    expect(view.progress.percent).toBeNull();
  });

  it('names the missing fields in words after a submit', () => {
    const view = selectBookUploaderView({ ...form, submitted: true }, { phase: 'editing', context: idle }, deps);
    expect(view.fieldErrors).toEqual({ file: en.uploader.required.file, title: en.uploader.required.title });
  });

  it('says how long a title and an author may be, as the server would', () => {
    const view = selectBookUploaderView({ ...form, title: 'x'.repeat(501), author: 'y'.repeat(600) }, { phase: 'editing', context: idle }, deps);
    expect(view.fieldErrors.title).toMatch(/500/);
    expect(view.fieldErrors.author).toMatch(/500/);
    expect(view.fieldErrors.title).not.toBe(view.fieldErrors.author);
  });

  it('shows the progress with speed and time left, capped at 100 %', () => {
    const context = { ...idle, loaded: 1536, total: 1024, speed: 2048, secondsLeft: 90 };
    const view = selectBookUploaderView({ ...form, file: { name: 'a.pdf', size: 1024 } }, { phase: 'uploading', context }, deps);
    expect(view.progress.percent).toBe(100);
    expect(view.progress.speed).toContain('2');
    expect(view.progress.timeLeft).not.toBeNull();
    expect(view.file?.name).toBe('a.pdf');
  });

  it('translates the failure only while failed, and links the stored book with an absolute QR code', () => {
    const failed = { ...idle, error: { code: 'PAYLOAD_TOO_LARGE', status: 413 } };
    expect(selectBookUploaderView(form, { phase: 'failed', context: failed }, deps).error).toBe(en.errors.PAYLOAD_TOO_LARGE);
    expect(selectBookUploaderView(form, { phase: 'cancelled', context: failed }, deps).error).toBeNull();
    const book = { id: 'b1', title: 'Dune', qrcode_url: '/api/books/b1/qrcode.png' } as Book;
    const done = { ...idle, result: { book, file: {} as never } };
    expect(selectBookUploaderView(form, { phase: 'done', context: done }, deps).result).toEqual({
      title: 'Dune',
      readerHref: '/read/b1',
      qrcodeUrl: 'http://api.test/api/books/b1/qrcode.png',
    });
  });
});
