import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnonymousChatsDialog } from './AnonymousChatsDialog';

const meta = {
  title: 'demo/AnonymousChatsDialog',
  component: AnonymousChatsDialog,
  args: { count: 3, busy: false, failed: false, onChoose: fn(), onLater: fn() },
} satisfies Meta<typeof AnonymousChatsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Chats from before you signed in' });
    await expect(dialog).toHaveTextContent('not in your account yet: 3.');
    // Moving loses nothing, so it is the choice to start with; deleting says so on its button.
    await expect(within(dialog).getByRole('radio', { name: /Move them into my account/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Delete them/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the chats' }));
    await expect(args.onChoose).toHaveBeenCalledWith('discard');
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Chats from before you signed in' });
    await expect(dialog).toHaveTextContent('That did not work; no chat was lost.');
  },
};
