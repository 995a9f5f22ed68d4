import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SyncedDataView } from './SyncedDataView';

const meta = {
  title: 'demo/SyncedDataView',
  component: SyncedDataView,
  args: { usage: { used_bytes: 2_400_000, quota_bytes: 100_000_000, records: 42 }, error: null, deleting: false, deleteAll: fn() },
} satisfies Meta<typeof SyncedDataView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Synced data' });
    await expect(panel).toHaveTextContent('Records: 42');
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete all synced data' }));
    await expect(args.deleteAll).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { usage: null } };

export const Failed: Story = {
  args: { usage: null, error: { status: 0, code: 'NETWORK_ERROR', msg: 'offline', fields: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
