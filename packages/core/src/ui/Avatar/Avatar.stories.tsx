import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#8fb3ff"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#fff"/></svg>',
  );

const meta = { title: 'core/Avatar', component: Avatar, args: { name: 'Ada Lovelace' } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = { args: { src: picture } };
export const Initials: Story = {};
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL'));
  },
};
export const Large: Story = { args: { name: '张三', size: 64 } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Ada Lovelace" src={picture} />
      <Avatar name="Ada Lovelace" />
      <Avatar name="张三" size={48} />
      <Avatar name="Grace Hopper" size={64} />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
