import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { useConfirm } from '../Confirm/ConfirmProvider';
import { useToast } from './ToastProvider';

function Demo() {
  const toast = useToast();
  const confirm = useConfirm();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Upload complete', { duration: 0 })}>Success</Button>
      <Button onClick={() => toast.error('Upload failed: the file is larger than 2 GiB', { duration: 0 })}>Error</Button>
      <Button onClick={() => toast.info('Task reload: be patient, it is loading', { duration: 0 })}>Info</Button>
      <Button
        variant="danger"
        onClick={async () => {
          if (await confirm({ title: 'Delete this task?', message: 'Its books stay in your library.', destructive: true })) {
            toast.success('Deleted');
          }
        }}
      >
        Delete task
      </Button>
    </div>
  );
}

const meta = { title: 'core/Toast and Confirm', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Upload complete')).toBeVisible();
    await expect(await body.findByText('Upload failed: the file is larger than 2 GiB')).toBeVisible();
  },
  parameters: { chromatic: { disableSnapshot: false } },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete task' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'Delete this task?' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(await body.findByText('Deleted')).toBeVisible();
  },
};
