import { type AppConfig, type StorageLike } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import en from '../../locales/en-US/library.json';
import { droppedTree } from '../../upload/droppedEntries.testing';
import { BatchUploader } from './BatchUploader';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Sent {
  title: string;
  bookId: string;
  fileIndex: string;
  totalFiles: string;
  taskId: string;
  filePath: string;
  visibility: string;
}

function memoryBackend(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

/** A fake library server; `hold` keeps matching uploads pending until released. */
function fakeServer(hold: (path: string) => boolean = () => false) {
  const sent: Sent[] = [];
  const created: unknown[] = [];
  const completed: string[] = [];
  server.use(
    http.post(`${BASE}/api/books/batch-upload`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      return HttpResponse.json({ task_id: body['task_id'], task_name: body['task_name'], status: 'pending' }, { status: 201 });
    }),
    http.post(`${BASE}/api/books/upload`, async ({ request }) => {
      const form = await request.formData();
      const entry = (key: string) => String(form.get(key));
      if (hold(entry('file_path'))) return new Promise<Response>(() => {});
      sent.push({ title: entry('title'), bookId: entry('book_id'), fileIndex: entry('file_index'), totalFiles: entry('total_files'), taskId: entry('task_id'), filePath: entry('file_path'), visibility: entry('visibility') });
      return HttpResponse.json({ book: { id: entry('book_id'), title: entry('title'), type: 'audio' }, file: { id: 'f' } }, { status: 201 });
    }),
    http.post(`${BASE}/api/books/batch-upload/:taskId/complete`, ({ params }) => {
      completed.push(String(params['taskId']));
      return HttpResponse.json({ task_id: params['taskId'], status: 'completed' });
    }),
  );
  return { sent, created, completed };
}

function inFolder(path: string, body = 'ID3 chapter bytes'): File {
  const file = new File([body], path.split('/').pop()!, { type: 'audio/mpeg' });
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

const folder = () => [inFolder('Story/10.mp3'), inFolder('Story/2.mp3'), inFolder('Story/1.mp3'), inFolder('Story/cover.jpg', 'jpg')];

describe('BatchUploader', () => {
  it('groups a folder of chapters into one book, uploads it as a task and completes it', async () => {
    const api = fakeServer();
    const user = userEvent.setup();
    renderWithProvider(<BatchUploader />);
    await user.upload(screen.getByLabelText(en.batch.chooseFolder), folder());

    expect(screen.getByRole('status').textContent).toBe('1 book · 3 files');
    expect(screen.getByLabelText('Title (Audio)')).toHaveProperty('value', 'Story');
    const book = within(screen.getByRole('list', { name: '1 book' }));
    expect(book.getAllByTitle(/^Story\//).map((line) => line.title)).toEqual(['Story/1.mp3', 'Story/2.mp3', 'Story/10.mp3']);
    expect(book.getByText(/cover: cover\.jpg/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.batch.start }));

    await screen.findByText(/all 3 files uploaded/);
    expect(api.created).toEqual([expect.objectContaining({ task_name: 'Story', root_path: 'Story', total_files: 3 })]);
    const taskId = (api.created[0] as { task_id: string }).task_id;
    expect(api.sent.map((s) => [s.filePath, s.fileIndex, s.totalFiles, s.title, s.taskId])).toEqual([
      ['Story/1.mp3', '0', '3', 'Story', taskId],
      ['Story/2.mp3', '1', '3', 'Story', taskId],
      ['Story/10.mp3', '2', '3', 'Story', taskId],
    ]);
    expect(new Set(api.sent.map((s) => s.bookId)).size).toBe(1);
    expect(api.completed).toEqual([taskId]);
    expect(screen.getByRole('link', { name: en.batch.openTask }).getAttribute('href')).toBe(`/upload/tasks/${taskId}`);
  }, 15_000);

  it('takes a folder dragged onto the drop zone as one multi-file book, in natural order', async () => {
    const api = fakeServer();
    const user = userEvent.setup();
    const { container } = renderWithProvider(<BatchUploader />);
    const chapter = (name: string) => new File(['ID3 chapter bytes'], name, { type: 'audio/mpeg' });
    const zone = container.querySelector('[data-part="dropzone"]')!;
    fireEvent.drop(zone, { dataTransfer: droppedTree({ Saga: { '10.mp3': chapter('10.mp3'), '2.mp3': chapter('2.mp3'), '1.mp3': chapter('1.mp3') } }) });

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 book · 3 files'));
    expect(screen.getByLabelText('Title (Audio)')).toHaveProperty('value', 'Saga');
    const book = within(screen.getByRole('list', { name: '1 book' }));
    expect(book.getAllByTitle(/^Saga\//).map((line) => line.title)).toEqual(['Saga/1.mp3', 'Saga/2.mp3', 'Saga/10.mp3']);
    await user.click(screen.getByRole('button', { name: en.batch.start }));
    await screen.findByText(/all 3 files uploaded/);
    expect(api.sent.map((s) => s.filePath)).toEqual(['Saga/1.mp3', 'Saga/2.mp3', 'Saga/10.mp3']);
  }, 15_000);

  it('merges one book into another of the same type when asked, building the choice only then', async () => {
    const api = fakeServer();
    const user = userEvent.setup();
    renderWithProvider(<BatchUploader />);
    await user.upload(screen.getByLabelText(en.batch.chooseFolder), [inFolder('Shelf/Part 1.mp3'), inFolder('Shelf/Deep/Part 2.mp3')]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 books · 2 files'));
    expect(screen.queryByRole('combobox', { name: /^Add the files of/ })).toBeNull();
    const [first] = screen.getAllByRole('button', { name: /^Merge “/ });
    await user.click(first!);
    const choice = screen.getByRole('combobox', { name: /^Add the files of/ });
    expect(within(choice).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled)).toHaveLength(1);
    await user.selectOptions(choice, within(choice).getAllByRole('option')[1]!);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 book · 2 files'));
    await user.click(screen.getByRole('button', { name: en.batch.start }));
    await screen.findByText(/all 2 files uploaded/);
    expect(new Set(api.sent.map((s) => s.bookId)).size).toBe(1);
  }, 15_000);

  it('lets the user rename a book and leave a file out before starting, and says when nothing is chosen', async () => {
    const api = fakeServer();
    const user = userEvent.setup();
    renderWithProvider(<BatchUploader />);
    await user.click(screen.getByRole('button', { name: en.batch.start }));
    expect(screen.getByRole('alert').textContent).toBe(en.batch.required.files);

    await user.upload(screen.getByLabelText(en.batch.chooseFolder), folder());
    const title = screen.getByLabelText('Title (Audio)');
    await user.clear(title);
    await user.type(title, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Leave out: 10.mp3' }));
    await user.click(screen.getByRole('button', { name: en.batch.start }));
    await screen.findByText(/all 2 files uploaded/);
    expect(api.sent.map((s) => [s.filePath, s.title, s.totalFiles])).toEqual([
      ['Story/1.mp3', 'Mine', '2'],
      ['Story/2.mp3', 'Mine', '2'],
    ]);
  }, 15_000);

  it('a batch of 300 books mounts only the cards in view, and a renamed book keeps its title when it scrolls back', async () => {
    fakeServer();
    // jsdom has no layout: give the scroller a phone-sized box and each card a height, as a browser would.
    const box = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
    const wide = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(360);
    const rect = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
    onTestFinished(() => (box.mockRestore(), wide.mockRestore(), rect.mockRestore()));
    const user = userEvent.setup();
    const { container } = renderWithProvider(<BatchUploader />);
    const files = Array.from({ length: 300 }, (_, i) => inFolder(`Novels/Novel ${i + 1}.txt`, '第一章 山'));
    await user.upload(screen.getByLabelText(en.batch.chooseFolder), files);
    const list = await screen.findByRole('group', { name: /300 books/ });
    const cards = () => container.querySelectorAll('[data-part="group"]');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(cards().length).toBeLessThan(30);
    const first = within(cards()[0] as HTMLElement).getByRole('textbox');
    await user.clear(first);
    await user.type(first, 'First of many');
    const titleOf = (card: Element) => (within(card as HTMLElement).getByRole('textbox') as HTMLInputElement).value;
    list.scrollTop = 150 * 200;
    fireEvent.scroll(list);
    await waitFor(() => expect(titleOf(cards()[0]!)).not.toBe('First of many'));
    expect(cards().length).toBeLessThan(30);
    list.scrollTop = 0;
    fireEvent.scroll(list);
    await waitFor(() => expect(titleOf(cards()[0]!)).toBe('First of many'));
  }, 20_000);

  it('after a reload resumes the same task once the folder is chosen again', async () => {
    const config: AppConfig = { ...testConfig, storage: { backend: memoryBackend() } };
    let holding = true;
    const first = fakeServer((path) => holding && path !== 'Story/1.mp3');
    const user = userEvent.setup();
    const view = renderWithProvider(<BatchUploader />, { config });
    await user.upload(screen.getByLabelText(en.batch.chooseFolder), folder());
    await user.click(screen.getByRole('button', { name: en.batch.start }));
    await waitFor(() => expect(first.sent.map((s) => s.filePath)).toEqual(['Story/1.mp3']));
    const taskId = (first.created[0] as { task_id: string }).task_id;
    view.unmount();

    holding = false;
    renderWithProvider(<BatchUploader />, { config });
    expect(await screen.findByText('The batch “Story” was interrupted.')).toBeTruthy();
    expect(screen.getByText(/2 files still have to be sent/)).toBeTruthy();
    await user.upload(screen.getByLabelText(en.batch.chooseFolder), folder());
    await screen.findByText(/all 3 files uploaded/);
    // The task was created once; only the two missing files were sent again, into the same book.
    expect(first.created).toHaveLength(1);
    expect(first.sent.map((s) => s.filePath)).toEqual(['Story/1.mp3', 'Story/2.mp3', 'Story/10.mp3']);
    expect(new Set(first.sent.map((s) => s.taskId))).toEqual(new Set([taskId]));
    expect(first.completed).toEqual([taskId]);
  }, 15_000);

  it('sends the batch\'s visibility with every file of every book, Private unless chosen, and keeps it after a reload', async () => {
    const config: AppConfig = { ...testConfig, storage: { backend: memoryBackend() } };
    let holding = true;
    const api = fakeServer((path) => holding && path === 'Shelf/Deep/Part 2.mp3');
    const user = userEvent.setup();
    const view = renderWithProvider(<BatchUploader />, { config });
    await user.upload(screen.getByLabelText(en.batch.chooseFolder), [inFolder('Shelf/Part 1.mp3'), inFolder('Shelf/Deep/Part 2.mp3'), inFolder('Shelf/Deep/Part 3.mp3')]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 books · 3 files'));
    const group = screen.getByRole('group', { name: en.visibility.legend });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: en.visibility.private }).checked).toBe(true);
    await user.click(within(group).getByRole('radio', { name: en.visibility.link }));
    await user.click(screen.getByRole('button', { name: en.batch.start }));
    await waitFor(() => expect(api.sent.map((s) => s.filePath)).toEqual(['Shelf/Part 1.mp3']));
    view.unmount();

    holding = false;
    renderWithProvider(<BatchUploader />, { config });
    await screen.findByText(/was interrupted/);
    await user.upload(screen.getByLabelText(en.batch.chooseFolder), [inFolder('Shelf/Part 1.mp3'), inFolder('Shelf/Deep/Part 2.mp3'), inFolder('Shelf/Deep/Part 3.mp3')]);
    await screen.findByText(/all 3 files uploaded/);
    expect(api.sent.map((s) => [s.filePath, s.visibility])).toEqual([
      ['Shelf/Part 1.mp3', 'link'],
      ['Shelf/Deep/Part 2.mp3', 'link'],
      ['Shelf/Deep/Part 3.mp3', 'link'],
    ]);
  }, 20_000);

  it('lets one book of the batch be opened differently from the others, by keyboard', async () => {
    const api = fakeServer(() => false);
    const user = userEvent.setup();
    renderWithProvider(<BatchUploader />, { config: { ...testConfig, storage: { backend: memoryBackend() } } });
    await user.upload(screen.getByLabelText(en.batch.chooseFolder), [inFolder('Shelf/Part 1.mp3'), inFolder('Shelf/Deep/Part 2.mp3')]);
    await user.click(within(screen.getByRole('group', { name: en.visibility.legend })).getByRole('radio', { name: en.visibility.public }));
    const books = screen.getAllByRole<HTMLSelectElement>('combobox', { name: /^Who can open/ });
    expect(books.map((select) => select.selectedOptions[0]?.textContent)).toEqual(['Same as the batch (Public)', 'Same as the batch (Public)']);
    const deep = screen.getByRole('combobox', { name: /Who can open “Part 2”/ });
    deep.focus();
    await user.selectOptions(deep, en.visibility.private);
    await user.click(screen.getByRole('button', { name: en.batch.start }));
    await screen.findByText(/all 2 files uploaded/);
    // Files upload side by side, so they arrive in any order.
    expect(api.sent.map((s) => [s.filePath, s.visibility]).sort()).toEqual([
      ['Shelf/Deep/Part 2.mp3', 'private'],
      ['Shelf/Part 1.mp3', 'public'],
    ]);
  }, 30_000);

  it('saves the batch at once when the page is left, whatever the write interval', async () => {
    const backend = memoryBackend();
    const writes: string[] = [];
    const setItem = backend.setItem;
    backend.setItem = (key, value) => {
      writes.push(key);
      setItem(key, value);
    };
    const config: AppConfig = { ...testConfig, storage: { backend } };
    const api = fakeServer((path) => path === 'Story/10.mp3');
    const user = userEvent.setup();
    renderWithProvider(<BatchUploader />, { config });
    await user.upload(screen.getByLabelText(en.batch.chooseFolder), folder());
    await user.click(screen.getByRole('button', { name: en.batch.start }));
    await waitFor(() => expect(api.sent.map((s) => s.filePath)).toEqual(['Story/1.mp3', 'Story/2.mp3']));
    // Pausing and leaving in one go: no timer can run in between, so only the page leaving can
    // have written the paused batch, however long the machine took to get here.
    const before = writes.length;
    fireEvent.click(screen.getByRole('button', { name: en.batch.pause }));
    window.dispatchEvent(new Event('pagehide'));
    expect(writes.length).toBe(before + 1);
    const key = writes.at(-1)!;
    const saved = JSON.parse(backend.getItem(key)!) as { data: { paused: boolean; files: { key: string; status: string }[] } };
    expect(saved.data.paused).toBe(true);
    expect(saved.data.files.map((f) => [f.key, f.status])).toEqual([
      ['Story/1.mp3', 'uploaded'],
      ['Story/2.mp3', 'uploaded'],
      ['Story/10.mp3', 'pending'],
    ]);
  }, 15_000);

  it('keeps going past a failed file, says why, and retries only that file', async () => {
    let failOnce = true;
    const sent: string[] = [];
    server.use(
      http.post(`${BASE}/api/books/batch-upload`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ task_id: body['task_id'], status: 'pending' }, { status: 201 });
      }),
      http.post(`${BASE}/api/books/upload`, async ({ request }) => {
        const form = await request.formData();
        const path = String(form.get('file_path'));
        if (path === 'b.epub' && failOnce) {
          failOnce = false;
          return HttpResponse.json({ code: 'PAYLOAD_TOO_LARGE', msg: 'File exceeds 2 GiB' }, { status: 413 });
        }
        sent.push(path);
        return HttpResponse.json({ book: { id: String(form.get('book_id')), title: 'x', type: 'epub' }, file: { id: 'f' } }, { status: 201 });
      }),
      http.post(`${BASE}/api/books/batch-upload/:taskId/complete`, ({ params }) =>
        HttpResponse.json({ task_id: params['taskId'], status: sent.length === 3 ? 'completed' : 'partial' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProvider(<BatchUploader />);
    const epub = (name: string) => new File(['PK'], name, { type: 'application/epub+zip' });
    await user.upload(screen.getByLabelText(en.batch.chooseFiles), [epub('a.epub'), epub('b.epub'), epub('c.epub')]);
    await user.click(screen.getByRole('button', { name: en.batch.start }));
    expect(await screen.findByText('Finished with errors: 2 of 3 files uploaded.')).toBeTruthy();
    const failed = screen.getByTitle(/larger than the server accepts/);
    expect(failed.textContent).toContain('b.epub');
    await user.click(screen.getByRole('button', { name: en.batch.retryFailed }));
    await screen.findByText(/all 3 files uploaded/);
    // Only the failed file went again.
    expect([...sent.slice(0, 2)].sort()).toEqual(['a.epub', 'c.epub']);
    expect(sent.slice(2)).toEqual(['b.epub']);
  }, 15_000);
});
