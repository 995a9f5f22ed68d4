import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnonymousDataDialog } from './AnonymousDataDialog';

const meta = {
  title: 'demo/AnonymousDataDialog',
  component: AnonymousDataDialog,
  args: { chats: 3, drawings: 2, busy: false, failed: false, onChoose: fn(), onLater: fn() },
} satisfies Meta<typeof AnonymousDataDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Chats and drawings from before you signed in' });
    await expect(dialog).toHaveTextContent('not in your account yet:');
    await expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['3 chats', '2 drawings']);
    // Moving loses nothing, so it is the choice to start with; deleting says so on its button.
    await expect(within(dialog).getByRole('radio', { name: /Move them into my account/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Delete them/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete them all' }));
    await expect(args.onChoose).toHaveBeenCalledWith('discard');
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Chats and drawings from before you signed in' });
    await expect(dialog).toHaveTextContent('That did not work; nothing was lost.');
  },
};

export const OneDrawingOnly: Story = {
  args: { chats: 0, drawings: 1 },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Chats and drawings from before you signed in' });
    await expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 drawing']);
  },
};
