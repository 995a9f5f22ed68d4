import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BookUploaderViewModel } from '../../hooks/useBookUploader';
import { BookUploader } from './BookUploader';
import { BookUploaderView, type BookUploaderViewProps } from './BookUploaderView';

const base: BookUploaderViewProps = {
  phase: 'editing',
  file: null,
  cover: null,
  title: '',
  author: '',
  visibility: 'private',
  fieldErrors: {},
  progress: { percent: null, text: '0 byte of 0 byte', speed: null, timeLeft: null },
  error: null,
  result: null,
  chooseFile: fn(),
  chooseCover: fn(),
  setTitle: fn(),
  setAuthor: fn(),
  setVisibility: fn(),
  submit: fn(),
  cancel: fn(),
  retry: fn(),
  onReset: fn(),
};

const picked: Partial<BookUploaderViewModel> = { file: { name: 'The_Three_Body_Problem.epub', size: '1.2 MB' }, title: 'The Three Body Problem' };
const states = {
  Empty: {},
  Invalid: { fieldErrors: { file: 'Choose a book file first.', title: 'Enter a title.' } },
  Picked: picked,
  PickedPublic: { ...picked, visibility: 'public' },
  Uploading: {
    ...picked,
    phase: 'uploading',
    progress: { percent: 42, text: '21 MB of 50 MB', speed: '3.1 MB/s', timeLeft: '10s left' },
  },
  Failed: { ...picked, phase: 'failed', error: 'This file is larger than the server accepts. (server: File exceeds 2 GiB)' },
  Cancelled: { ...picked, phase: 'cancelled' },
  Done: { ...picked, phase: 'done', result: { title: 'The Three Body Problem', readerHref: '/book/epub/b1', qrcodeUrl: null } },
} satisfies Record<string, Partial<BookUploaderViewProps>>;

const meta = {
  title: 'library/BookUploader',
  component: BookUploaderView,
  // The docs page shows the connected widget's props beside the view's.
  subcomponents: { BookUploader },
  args: base,
} satisfies Meta<typeof BookUploaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Invalid: Story = { args: states.Invalid };
export const Uploading: Story = {
  args: states.Uploading,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.cancel).toHaveBeenCalled();
  },
};
export const Failed: Story = {
  args: states.Failed,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('larger than the server accepts');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.retry).toHaveBeenCalled();
  },
};
export const Done: Story = { args: states.Done };
/** A public book chosen: the third "Who can open it" option is checked. */
export const PickedPublic: Story = { args: states.PickedPublic };

/** Every state side by side, for visual review. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {Object.entries(states).map(([name, state]) => (
        <div key={name} data-state-name={name}>
          <BookUploaderView {...args} {...state} headingLevel={3} />
        </div>
      ))}
    </div>
  ),
};

/** The connected widget against a mocked library server: pick, upload, read. */
export const Connected: StoryObj<typeof BookUploader> = {
  render: () => <BookUploader />,
  parameters: {
    msw: {
      handlers: [
        http.post('/api/books/upload', () =>
          HttpResponse.json({ book: { id: 'b9', title: 'Story Book', type: 'txt', qrcode_url: '' }, file: { id: 'f9' } }, { status: 201 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose file'), new File(['once upon a time'], 'Story_Book.txt', { type: 'text/plain' }));
    await expect(canvas.getByLabelText('Title')).toHaveValue('Story Book');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByRole('link', { name: 'Read now' })).toHaveAttribute('href', '/book/txt/b9');
  },
};
