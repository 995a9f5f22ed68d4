import type { UploadTask } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadTaskDetailView, type UploadTaskDetailViewProps } from './UploadTaskDetailView';
import { UploadTaskListView, type UploadTaskListViewProps } from './UploadTaskListView';
import { UploadTasks } from './UploadTasks';

const task = (id: string, name: string, status: UploadTask['status'], uploaded = 2): UploadTask => ({
  task_id: id,
  task_name: name,
  status,
  root_path: 'Books',
  total_files: 3,
  uploaded_files: uploaded,
  failed_files: 3 - uploaded,
  owner_id: 'u1',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
});

const list: UploadTaskListViewProps = {
  query: { status: '', q: '', page: 1 },
  status: 'ready',
  error: null,
  tasks: [task('t1', 'Audio books', 'partial'), task('t2', 'Novels', 'completed', 3)],
  total: 2,
  perPage: 20,
  setStatus: fn(),
  search: fn(),
  setPage: fn(),
  reload: fn(),
  onOpen: fn(),
};

const detail: UploadTaskDetailViewProps = {
  status: 'ready',
  error: null,
  task: {
    ...task('t1', 'Audio books', 'partial'),
    files: [
      { file_index: 0, file_path: 'Books/Story/1.mp3', book_id: 'b1', status: 'uploaded' },
      { file_index: 1, file_path: 'Books/Story/2.mp3', book_id: 'b1', status: 'uploaded' },
      { file_index: 2, file_path: 'Books/Story/10.mp3', book_id: 'b1', status: 'failed', error: 'UNSUPPORTED_FORMAT' },
    ],
  },
  books: [{ id: 'b1', title: 'Story', type: 'audio', complete: false } as never],
  busy: false,
  rename: fn(async () => true),
  cancel: fn(),
  retry: fn(),
  remove: fn(),
  reload: fn(),
  onBack: fn(),
  getReaderHref: (book) => `/book/${book.type}/${book.id}`,
  headingLevel: 3,
};

const meta = { title: 'library/UploadTasks', component: UploadTaskListView, args: list, subcomponents: { UploadTasks } } satisfies Meta<typeof UploadTaskListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Details of Novels' }));
    await expect(args.onOpen).toHaveBeenCalledWith('t2');
  },
};
export const Empty: Story = { args: { tasks: [], total: 0 } };
export const LoadFailed: Story = { args: { status: 'error', tasks: [], error: 'The connection was lost. Check your network and retry.' } };

export const Detail: StoryObj<typeof UploadTaskDetailView> = {
  render: (args) => <UploadTaskDetailView {...args} />,
  args: detail,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This file is not a book we can read/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete task' }));
    await expect(args.remove).toHaveBeenCalled();
  },
};

/** The list and the detail in each state side by side, for visual review. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: {
    chromatic: { disableSnapshot: false },
    // The grid repeats one widget, so its landmarks repeat; each state's own story checks them.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <div data-state-name="List">
        <UploadTaskListView {...args} />
      </div>
      <div data-state-name="Empty">
        <UploadTaskListView {...args} tasks={[]} total={0} />
      </div>
      <div data-state-name="LoadFailed">
        <UploadTaskListView {...args} status="error" tasks={[]} error="The connection was lost. Check your network and retry." />
      </div>
      <div data-state-name="Detail">
        <UploadTaskDetailView {...detail} />
      </div>
    </div>
  ),
};
