import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-US/library.json';
import { BookUploader } from './BookUploader';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Sent {
  title: FormDataEntryValue | null;
  /** jsdom's XHR mangles file parts on the way to msw (name and bytes); they are checked end to end. */
  hasFile: boolean;
  cover: boolean;
  bookId: FormDataEntryValue | null;
  visibility: FormDataEntryValue | null;
}

function acceptUploads(sent: Sent[], type = 'epub') {
  server.use(
    http.post(`${BASE}/api/books/upload`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      sent.push({ title: form.get('title'), hasFile: typeof file === 'object' && file !== null, cover: form.has('cover'), bookId: form.get('book_id'), visibility: form.get('visibility') });
      const title = String(form.get('title'));
      return HttpResponse.json(
        { book: { id: 'b1', title, type, qrcode_url: '/api/books/b1/qrcode.png' }, file: { id: 'f1' } },
        { status: 201 },
      );
    }),
  );
}

const bookFile = (name = 'My_Novel.epub') => new File(['PK fake epub bytes'], name, { type: 'application/epub+zip' });
const chooser = () => screen.getByLabelText<HTMLInputElement>(en.uploader.choose);

describe('BookUploader', () => {
  it('pre-fills the title from the file name, uploads and links to the reader with the QR code', async () => {
    const sent: Sent[] = [];
    acceptUploads(sent);
    const onUploaded = vi.fn();
    const user = userEvent.setup();
    renderWithProvider(<BookUploader onUploaded={onUploaded} />);
    await user.upload(chooser(), bookFile());
    expect(screen.getByLabelText<HTMLInputElement>(en.uploader.bookTitle).value).toBe('My Novel');
    expect(screen.getByText(/My_Novel\.epub/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.uploader.submit }));

    const read = await screen.findByRole('link', { name: en.uploader.readNow });
    expect(read.getAttribute('href')).toBe('/book/epub/b1');
    expect(screen.getByRole<HTMLImageElement>('img', { name: /QR code/ }).src).toBe(`${BASE}/api/books/b1/qrcode.png`);
    // An untouched title goes as the file's stem so the server may use the book's own title.
    expect(sent).toEqual([{ title: 'My_Novel', hasFile: true, cover: false, bookId: null, visibility: 'private' }]);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(onUploaded.mock.calls[0]?.[0]).toMatchObject({ book: { id: 'b1' } });
  });

  it('sends an edited title, the cover and the book id it was given', async () => {
    const sent: Sent[] = [];
    acceptUploads(sent);
    const user = userEvent.setup();
    renderWithProvider(<BookUploader bookId="5f1c0a52-7d43-4d59-9a43-9a3f1f7c2a10" />);
    await user.upload(chooser(), bookFile('draft.epub'));
    const title = screen.getByLabelText(en.uploader.bookTitle);
    await user.clear(title);
    await user.type(title, '三体');
    await user.upload(screen.getByLabelText(en.uploader.cover), new File(['png'], 'cover.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: en.uploader.submit }));
    await screen.findByRole('link', { name: en.uploader.readNow });
    expect(sent).toEqual([{ title: '三体', hasFile: true, cover: true, bookId: '5f1c0a52-7d43-4d59-9a43-9a3f1f7c2a10', visibility: 'private' }]);
  });

  it('offers who can open the book, Private by default, and sends the choice made with the keyboard', async () => {
    const sent: Sent[] = [];
    acceptUploads(sent);
    const user = userEvent.setup();
    renderWithProvider(<BookUploader />);
    const group = screen.getByRole('group', { name: en.visibility.legend });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: en.visibility.private }).checked).toBe(true);
    expect(within(group).getByRole('radio', { name: en.visibility.link }).getAttribute('aria-describedby')).toBeTruthy();
    await user.upload(chooser(), bookFile());
    // (user-event's arrow-key walk needs CSS.escape, which jsdom lacks; Space on a focused radio is keyboard too.)
    within(group).getByRole<HTMLInputElement>('radio', { name: en.visibility.public }).focus();
    await user.keyboard(' ');
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: en.visibility.public }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: en.uploader.submit }));
    await screen.findByRole('link', { name: en.uploader.readNow });
    expect(sent.map((s) => s.visibility)).toEqual(['public']);
  });

  it('asks for a file before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProvider(<BookUploader />);
    await user.click(screen.getByRole('button', { name: en.uploader.submit }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(en.uploader.required.file));
    expect(screen.getByLabelText(en.uploader.bookTitle).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en.uploader.required.title)).toBeTruthy();
  });

  it('refuses a file that is not a book without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProvider(<BookUploader />);
    await user.upload(chooser(), new File(['MZ'], 'setup.exe'));
    await user.click(screen.getByRole('button', { name: en.uploader.submit }));
    expect(screen.getByRole('alert').textContent).toBe(en.errors.UNSUPPORTED_FORMAT);
  });

  it('explains a server refusal in words, then retries to success', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/api/books/upload`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'PAYLOAD_TOO_LARGE', msg: 'File exceeds 2 GiB' }, { status: 413 })
          : HttpResponse.json({ book: { id: 'b2', title: 'Big', type: 'pdf', qrcode_url: '' }, file: { id: 'f' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProvider(<BookUploader />);
    await user.upload(chooser(), bookFile('Big.pdf'));
    await user.click(screen.getByRole('button', { name: en.uploader.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.uploader.failed);
    expect(alert.textContent).toContain(en.errors.PAYLOAD_TOO_LARGE);
    expect(alert.textContent).not.toContain('File exceeds 2 GiB');
    await user.click(screen.getByRole('button', { name: en.uploader.retry }));
    expect((await screen.findByRole('link', { name: en.uploader.readNow })).getAttribute('href')).toBe('/book/pdf/b2');
    expect(calls).toBe(2);
  });

  it('starts a fresh form after "Upload another book"', async () => {
    acceptUploads([]);
    const user = userEvent.setup();
    renderWithProvider(<BookUploader />);
    await user.upload(chooser(), bookFile());
    await user.click(screen.getByRole('button', { name: en.uploader.submit }));
    await user.click(await screen.findByRole('button', { name: en.uploader.another }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(en.uploader.bookTitle).value).toBe(''));
    expect(screen.queryByText(/My_Novel\.epub/)).toBeNull();
  });
});
