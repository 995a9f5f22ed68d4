import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BatchFileRow } from '../../hooks/useBatchUploader';
import { BatchUploaderView, type BatchUploaderViewProps } from './BatchUploaderView';
import { BatchUploader } from './BatchUploader';

const base: BatchUploaderViewProps = {
  phase: 'picking',
  taskName: '',
  groups: [],
  skipped: [],
  visibility: 'private',
  pickError: null,
  rows: [],
  totals: { percent: 0, text: '0 of 0 files · 0 byte of 0 byte', failed: 0, uploaded: 0, total: 0 },
  missing: 0,
  error: null,
  taskHref: null,
  taskStatus: null,
  pick: fn(),
  setTaskName: fn(),
  setVisibility: fn(),
  renameGroup: fn(),
  setGroupVisibility: fn(),
  removeFile: fn(),
  splitFile: fn(),
  mergeGroup: fn(),
  moveFile: fn(),
  clear: fn(),
  start: fn(),
  pause: fn(),
  resume: fn(),
  retryFailed: fn(),
  retry: fn(),
  cancel: fn(),
  onReset: fn(),
};

const rows: BatchFileRow[] = [
  { key: 'Story/1.mp3', name: '1.mp3', book: 'Story', status: 'uploaded', percent: 100, error: null },
  { key: 'Story/2.mp3', name: '2.mp3', book: 'Story', status: 'uploading', percent: 40, error: null },
  { key: 'Story/10.mp3', name: '10.mp3', book: 'Story', status: 'failed', percent: 0, error: 'The connection was lost. Check your network and retry.' },
  { key: 'Dune.epub', name: 'Dune.epub', book: 'Dune', status: 'pending', percent: 0, error: null },
];
const running = { taskName: 'Story', rows, totals: { percent: 46, text: '1 of 4 files · 4 KB of 9 KB', failed: 1, uploaded: 1, total: 4 } };

const states = {
  Picking: {
    taskName: 'Story',
    groups: [
      {
        id: 'g1',
        title: 'Story',
        type: 'audio',
        cover: 'cover.jpg',
        files: [
          { path: 'Story/1.mp3', name: '1.mp3', size: '4 KB', image: false },
          { path: 'Story/2.mp3', name: '2.mp3', size: '4 KB', image: false },
        ],
        canMerge: false,
        mergeTargets: () => [],
        titleError: null,
        visibility: null,
      },
      { id: 'g2', title: '', type: 'epub', cover: null, files: [{ path: 'Dune.epub', name: 'Dune.epub', size: '1 MB', image: false }], canMerge: false, mergeTargets: () => [], titleError: 'Enter a title.', visibility: 'public' },
    ],
    skipped: ['notes.docx'],
  },
  Uploading: { ...running, phase: 'uploading' },
  Restoring: { ...running, phase: 'restoring', missing: 3 },
  Finished: { ...running, phase: 'finished', taskHref: '/upload/tasks/t1', totals: { ...running.totals, percent: 100, uploaded: 3 } },
} satisfies Record<string, Partial<BatchUploaderViewProps>>;

const meta = {
  title: 'library/BatchUploader',
  component: BatchUploaderView,
  // The docs page shows the connected widget's props beside the view's.
  subcomponents: { BatchUploader },
  args: base,
} satisfies Meta<typeof BatchUploaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await expect(args.start).toHaveBeenCalled();
  },
};
export const Picking: Story = {
  args: states.Picking,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move 2.mp3 up' }));
    await expect(args.moveFile).toHaveBeenCalledWith('g1', 'Story/2.mp3', -1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Public' }));
    await expect(args.setVisibility).toHaveBeenCalledWith('public');
  },
};
export const Uploading: Story = {
  args: states.Uploading,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '46');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.pause).toHaveBeenCalled();
  },
};

/** Every state side by side, for visual review. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {Object.entries(states).map(([name, state]) => (
        <div key={name} data-state-name={name}>
          <BatchUploaderView {...args} {...state} headingLevel={3} />
        </div>
      ))}
    </div>
  ),
};
