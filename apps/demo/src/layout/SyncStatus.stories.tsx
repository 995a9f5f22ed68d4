import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SyncStatusView } from './SyncStatus';

const meta = {
  title: 'demo/SyncStatus',
  component: SyncStatusView,
  args: { sync: { status: 'synced', pending: 0, tooLarge: 0, syncNow: fn() } },
} satisfies Meta<typeof SyncStatusView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Synced: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Sync' })).toHaveTextContent('Synced');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Waiting: Story = {
  args: { sync: { status: 'pending', pending: 3, tooLarge: 1, syncNow: fn() } },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('status', { name: 'Sync' });
    await expect(line).toHaveTextContent('Waiting to sync: 3');
    await expect(line).toHaveTextContent('Too large to sync, kept on this device: 1');
  },
};

export const Offline: Story = {
  args: { sync: { status: 'offline', pending: 2, tooLarge: 0, syncNow: fn() } },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Sync' })).toHaveTextContent('Offline: changes are kept on this device');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sync now' }));
    await expect(args.sync.syncNow).toHaveBeenCalledTimes(1);
  },
};

export const AccountFull: Story = {
  args: { sync: { status: 'quota', pending: 5, tooLarge: 0, syncNow: fn() } },
};
