import type { UploadTask } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-US/library.json';
import { UploadTasks } from './UploadTasks';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const task = (id: string, name: string, status: UploadTask['status'], extra: Partial<UploadTask> = {}): UploadTask => ({
  task_id: id,
  task_name: name,
  status,
  root_path: 'Books',
  total_files: 3,
  uploaded_files: 2,
  failed_files: 1,
  owner_id: 'u1',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  ...extra,
});

describe('UploadTasks', () => {
  it('keeps the outline unbroken: the empty state sits one level below the visible heading', async () => {
    server.use(http.get(`${BASE}/api/upload-tasks`, () => HttpResponse.json({ items: [], page: 1, per_page: 20, total: 0 })));
    const shown = renderWithProvider(<UploadTasks onOpenTask={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: en.tasks.title })).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBeTruthy();
    shown.unmount();
    // Under a host page's h1 with the widget's own heading hidden, the empty state is an h2.
    renderWithProvider(<UploadTasks onOpenTask={vi.fn()} showHeading={false} />);
    const empty = await screen.findByRole('heading');
    expect(empty.tagName).toBe('H2');
  });

  it('lists tasks, filters by status and searches on the server', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${BASE}/api/upload-tasks`, ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.search);
        const items = url.searchParams.get('status') === 'failed' ? [task('t2', 'Broken batch', 'failed')] : [task('t1', 'Audio books', 'partial'), task('t2', 'Broken batch', 'failed')];
        return HttpResponse.json({ items, page: 1, per_page: 20, total: items.length });
      }),
    );
    const onOpenTask = vi.fn();
    const user = userEvent.setup();
    renderWithProvider(<UploadTasks onOpenTask={onOpenTask} />);
    const list = await screen.findByRole('list', { name: en.tasks.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('2 of 3 files uploaded, 1 failed', { selector: 'span' })).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText(en.tasks.filterStatus), 'failed');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await user.type(screen.getByLabelText(en.tasks.search), 'broken{Enter}');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&per_page=20&status=failed&q=broken'));
    await user.click(screen.getByRole('button', { name: 'Details of Broken batch' }));
    expect(onOpenTask).toHaveBeenCalledWith('t2');
  }, 15_000);

  it('shows a task with its files and books, renames it and deletes it with its books after confirming', async () => {
    const calls: string[] = [];
    const detail = task('t1', 'Audio books', 'partial', {
      files: [
        { file_index: 0, file_path: 'Books/a/1.mp3', book_id: 'b1', status: 'uploaded' },
        { file_index: 1, file_path: 'Books/a/2.mp3', book_id: 'b1', status: 'failed', error: 'UNSUPPORTED_FORMAT' },
      ],
      books: [{ id: 'b1', title: 'Chapter Book', type: 'audio', complete: false } as never],
    });
    server.use(
      http.get(`${BASE}/api/upload-tasks/t1`, ({ request }) => {
        calls.push(`GET ${new URL(request.url).search}`);
        return HttpResponse.json(detail);
      }),
      http.put(`${BASE}/api/upload-tasks/t1`, async ({ request }) => {
        const body = (await request.json()) as { task_name: string };
        calls.push(`PUT ${JSON.stringify(body)}`);
        return HttpResponse.json(task('t1', body.task_name, 'partial'));
      }),
      http.delete(`${BASE}/api/upload-tasks/t1`, ({ request }) => {
        calls.push(`DELETE ${new URL(request.url).search}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onOpenTask = vi.fn();
    const user = userEvent.setup();
    renderWithProvider(<UploadTasks taskId="t1" onOpenTask={onOpenTask} />);
    expect(await screen.findByRole('heading', { name: 'Audio books' })).toBeTruthy();
    expect(calls[0]).toBe('GET ?with_book_details=true');
    const files = screen.getByRole('list', { name: en.tasks.files });
    // The server records a failed file's code; the reader gets its words, not the code.
    expect(within(files).getByText(en.errors.UNSUPPORTED_FORMAT, { exact: false })).toBeTruthy();
    expect(within(files).queryByText(/UNSUPPORTED_FORMAT/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Chapter Book' }).getAttribute('href')).toBe('/book/audio/b1');

    await user.click(screen.getByRole('button', { name: en.tasks.rename }));
    const name = screen.getByLabelText(en.tasks.name);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: en.tasks.save }));
    expect(screen.getByText(en.tasks.nameRequired)).toBeTruthy();
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: en.tasks.save }));
    expect(await screen.findByRole('heading', { name: 'Renamed' })).toBeTruthy();
    // The rename answer has no files; the list stays.
    expect(screen.getByRole('link', { name: 'Chapter Book' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: en.tasks.delete }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: en.tasks.delete }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByLabelText(en.tasks.deleteBooks));
    await user.click(within(again).getByRole('button', { name: en.tasks.delete }));
    await waitFor(() => expect(onOpenTask).toHaveBeenCalledWith(null));
    expect(calls).toContain('PUT {"task_name":"Renamed"}');
    expect(calls).toContain('DELETE ?delete_books=true');
  }, 15_000);
});
