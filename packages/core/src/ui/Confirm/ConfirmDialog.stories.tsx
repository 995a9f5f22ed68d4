import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirm } from './useConfirm';

const meta = {
  title: 'core/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: 'Leave this page?', message: 'Unsaved settings are lost.', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Leave this page?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
export const Destructive: Story = {
  args: { title: 'Delete this book?', message: 'Its files are removed too.', confirmLabel: 'Delete', destructive: true },
};

function UseConfirmDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none yet');
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button
        variant="danger"
        onClick={async () => {
          const ok = await confirm({ title: 'Delete this task?', message: 'Its books stay in your library.', confirmLabel: 'Delete', destructive: true });
          setAnswer(ok ? 'deleted' : 'kept');
        }}
      >
        Delete task
      </Button>
      <output>Answer: {answer}</output>
    </div>
  );
}

export const WithUseConfirm: Story = {
  render: () => <UseConfirmDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delete task' });
    await userEvent.click(trigger);
    await body.findByRole('alertdialog', { name: 'Delete this task?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('Answer: kept')).toBeVisible());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getByText('Answer: deleted')).toBeVisible());
  },
};

export const AllStates: Story = {
  args: { title: 'Delete this book?', message: 'Its files are removed too.', confirmLabel: 'Delete', destructive: true },
  parameters: { chromatic: { disableSnapshot: false } },
};
