import type { Meta, StoryObj } from '@storybook/react-vite';
import PencilIcon from 'lucide-react/icons/pencil';
import SettingsIcon from 'lucide-react/icons/settings';
import TrashIcon from 'lucide-react/icons/trash-2';
import XIcon from 'lucide-react/icons/x';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'core/IconButton',
  component: IconButton,
  args: { icon: <SettingsIcon />, label: 'Settings', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Settings' });
    await expect(button).toHaveFocus();
    await expect(canvasElement.querySelector('[data-part="tooltip"]')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvasElement.querySelector('[data-part="tooltip"]')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Danger: Story = { args: { variant: 'danger', icon: <TrashIcon />, label: 'Delete' } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', paddingBottom: 32 }}>
      <IconButton size="sm" icon={<XIcon />} label="Close" />
      <IconButton icon={<PencilIcon />} label="Rename" />
      <IconButton size="lg" variant="secondary" icon={<SettingsIcon />} label="Settings" />
      <IconButton variant="primary" icon={<PencilIcon />} label="Edit" />
      <IconButton variant="danger" icon={<TrashIcon />} label="Delete" />
      <IconButton disabled icon={<SettingsIcon />} label="Settings (disabled)" />
      <IconButton loading icon={<SettingsIcon />} label="Saving" />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
