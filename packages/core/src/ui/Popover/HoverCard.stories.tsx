import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { HoverCard } from './HoverCard';

const meta = {
  title: 'core/HoverCard',
  component: HoverCard,
  args: {
    label: 'Ann',
    trigger: (props) => (
      <Button {...props} variant="ghost" icon={<span aria-hidden="true"><Avatar name="Ann Lee" size={24} /></span>}>
        Ann Lee
      </Button>
    ),
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <strong>Ann Lee</strong>
        <span>Reader since 2021 · 42 books</span>
        <a href="#ann">View profile</a>
      </div>
    ),
  },
} satisfies Meta<typeof HoverCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Ann Lee' });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('dialog', { name: 'Ann' })).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.tab();
    await expect(await body.findByRole('dialog', { name: 'Ann' })).toBeVisible();
    await userEvent.tab();
    await expect(body.getByRole('link', { name: 'View profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
export const Open: Story = { args: { defaultOpen: true } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <HoverCard {...args} />
      <HoverCard {...args} label="Bo" defaultOpen trigger={(props) => <Button {...props}>Bo (open)</Button>} />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
