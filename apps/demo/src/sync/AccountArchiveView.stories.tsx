import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountArchiveView } from './AccountArchiveView';

const meta = {
  title: 'demo/AccountArchiveView',
  component: AccountArchiveView,
  args: { status: { kind: 'idle' }, busy: false, exportAll: fn(), importFile: fn() },
} satisfies Meta<typeof AccountArchiveView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Your data, in one file' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Download everything' }));
    await expect(args.exportAll).toHaveBeenCalled();
    const archive = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'atelier-account.zip', { type: 'application/zip' });
    await userEvent.upload(within(panel).getByLabelText('Account archive (.zip)'), archive);
    await expect(args.importFile).toHaveBeenCalledWith(archive);
  },
};

export const Exporting: Story = {
  args: { busy: true, status: { kind: 'working', label: 'Drawings: 3 of 10', done: 3, total: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Drawings: 3 of 10' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download everything' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Import an archive…' })).toBeDisabled();
  },
};

export const Exported: Story = { args: { status: { kind: 'exported', missingImages: 2 } } };

export const Imported: Story = {
  args: { status: { kind: 'imported', summary: { conversations: 12, prompts: 3, drawings: 5, images: 5, books: 4, booksMissing: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chats: 12, drawings: 5, images: 5, prompts: 3, books: 4.');
  },
};

export const Refused: Story = {
  args: { status: { kind: 'failed', message: 'This zip is not an Atelier account archive.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('not an Atelier account archive');
  },
};
