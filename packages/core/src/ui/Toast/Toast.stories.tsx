import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { useToast } from './useToast';

function ToastDemo({ duration = 0 }: { duration?: number }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Upload complete', { duration })}>Success</Button>
      <Button onClick={() => toast.error('Upload failed: the file is larger than 2 GiB', { duration })}>Error</Button>
      <Button onClick={() => toast.info('Task reload: be patient, it is loading', { duration })}>Info</Button>
    </div>
  );
}

const meta = { title: 'core/Toast', component: ToastDemo } satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const show = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
};

export const Success: Story = { play: show('Success') };
export const Error: Story = { play: show('Error') };
export const Info: Story = { play: show('Info') };

export const DismissAndAutoDismiss: Story = {
  args: { duration: 3000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const region = body.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Upload complete').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await expect(within(region).queryByText('Upload complete')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await expect(within(region).getByText('Task reload: be patient, it is loading')).toBeVisible();
    await waitFor(() => expect(within(region).queryByText('Task reload: be patient, it is loading')).toBeNull(), { timeout: 5000 });
  },
};

export const AllStates: Story = {
  play: async (context) => {
    await show('Success')(context);
    await show('Error')(context);
    await show('Info')(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(body.getByText('Upload failed: the file is larger than 2 GiB').closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
  },
  parameters: { chromatic: { disableSnapshot: false } },
};
