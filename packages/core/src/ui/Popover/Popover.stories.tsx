import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

const meta = {
  title: 'core/Popover',
  component: Popover,
  args: {
    label: 'Account',
    trigger: (props) => <Button {...props}>Account</Button>,
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <a href="#profile">Profile</a>
        <a href="#logout">Log out</a>
      </div>
    ),
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    const panel = await within(doc.body).findByRole('dialog', { name: 'Account' });
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Profile' })).toHaveFocus());
    const t = trigger.getBoundingClientRect();
    const p = panel.getBoundingClientRect();
    await expect(p.top).toBeGreaterThanOrEqual(t.bottom);
    await expect(p.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const AlignedToEnd: Story = {
  args: { defaultOpen: true, align: 'end' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Popover {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <Popover {...args} label="Closed" trigger={(props) => <Button {...props}>Closed</Button>} />
      <Popover {...args} label="Open" defaultOpen trigger={(props) => <Button {...props}>Open</Button>} />
      <Popover {...args} label="End aligned" align="end" defaultOpen trigger={(props) => <Button {...props}>End aligned</Button>} />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
